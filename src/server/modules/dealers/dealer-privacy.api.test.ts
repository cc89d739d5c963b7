import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { dealerWith } from '../../../../tests/support/server/dealer-team'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { sellerEmailLeaks } from '../../../../tests/support/server/seller-privacy'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'

// docs/api.md "Trust and safety" for dealers: a dealer car carries its seller's e-mail (its
// owner's) only to the owner, the dealer's members and admins; the public dealer page, a list the
// same for everyone, carries nobody's (as catalogue/seller-privacy.api.test.ts does for the rest).
let t: TestApp
let f: Fixtures
const who = ['anonymous', 'buyer', 'otherSeller', 'owner', 'manager', 'rival', 'admin'] as const
type Who = (typeof who)[number]
let people: Record<Exclude<Who, 'anonymous'>, Session>
let dealerId: string, rivalDealerId: string, carId: string

const call = sessionCalls(() => t.app, 92)
const get = (url: string, as: Who) => call(as === 'anonymous' ? null : people[as], 'GET', url)

beforeAll(async () => {
  t = await testApp()
  f = await makeFixtures(t.app, t.db)
  const [buyer, otherSeller, owner, manager, rival, admin] = await Promise.all([
    f.person('buyer'),
    f.person('seller'),
    f.person('seller'),
    f.person('seller'),
    f.person('seller'),
    f.person('admin'),
  ])
  people = { buyer, otherSeller, owner, manager, rival, admin }
  const licence = { licenceNumber: 'TX-99' }
  dealerId = await dealerWith(
    t.db,
    'Privacy Motors',
    [
      [owner, 'owner'],
      [manager, 'manager'],
    ],
    licence,
  )
  rivalDealerId = await dealerWith(t.db, 'Rival Motors', [[rival, 'owner']], licence)
  // A dealer car, as POST /api/dealers leaves one: sold by the owner, the dealer's stock.
  carId = await f.listed(manager)
})
afterAll(() => t?.close())

const emails = () => Object.values(people).map((p) => p.email)

describe("the seller's e-mail on a dealer's car", () => {
  it.each(who)('the dealer page: its cars without any address, for %s', async (as) => {
    const res = await get(`/api/dealers/${dealerId}`, as)
    expect(res.statusCode).toBe(200)
    const car = res.json().cars.find((c: { _id: string }) => c._id === carId)
    expect(car).toMatchObject({ sellerId: people.owner.id, dealer: { _id: dealerId } })
    expect(car).not.toHaveProperty('seller')
    for (const email of emails()) expect(res.body).not.toContain(email)
  })

  it.each([
    ['buyer', undefined],
    ['otherSeller', undefined],
    ['rival', undefined],
    ['owner', 'shown'],
    ['manager', 'shown'],
    ['admin', 'shown'],
  ] as const)('the car page: for %s the address is %s', async (as, shown) => {
    // The owner reads it first, so that it is kept with the address when others ask.
    await get(`/api/featured-cars/${carId}`, 'owner')
    const res = await get(`/api/featured-cars/${carId}`, as)
    expect(res.statusCode).toBe(200)
    if (shown) expect(res.json().seller).toBe(people.owner.email)
    else expect(res.body).not.toContain(people.owner.email)
  })

  it('the invariant every API test keeps knows the members of the car’s dealer only', async () => {
    const answer = (await get(`/api/featured-cars/${carId}`, 'owner')).json()
    const wrapped = { items: [answer] }
    const as = (p: Session, dealer: string | null) => ({
      _id: p.id,
      role: 'seller',
      dealerId: dealer,
    })
    expect(sellerEmailLeaks(wrapped, as(people.manager, dealerId))).toEqual([])
    expect(sellerEmailLeaks(wrapped, as(people.rival, rivalDealerId))).toEqual([carId])
    expect(sellerEmailLeaks(wrapped, as(people.otherSeller, null))).toEqual([carId])
  })
})
