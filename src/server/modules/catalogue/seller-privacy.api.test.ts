import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { sellerEmailLeaks } from '../../../../tests/support/server/seller-privacy'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'

// docs/api.md "Trust and safety": a car carries its seller's e-mail (`seller`) only to its seller
// and admins; everyone else gets `sellerId` and the public name, and writes through messages.
// A dealer's members read it on its cars too: dealers/dealer-privacy.api.test.ts.
let t: TestApp
let f: Fixtures
let people: Record<'buyer' | 'otherSeller' | 'seller' | 'admin', Session>
let carId: string, otherCarId: string

const who = ['anonymous', 'buyer', 'otherSeller', 'seller', 'admin'] as const
type Who = (typeof who)[number]

const call = sessionCalls(() => t.app, 91)
const get = (url: string, as: Who) => call(as === 'anonymous' ? null : people[as], 'GET', url)

/** The car with this id wherever it is in an answer (a list, a page, a wish-list item). */
function findCar(body: unknown, id: string): Record<string, unknown> | undefined {
  if (Array.isArray(body)) {
    for (const item of body) {
      const found = findCar(item, id)
      if (found) return found
    }
  } else if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>
    if (o._id === id && typeof o.sellerId === 'string') return o
    for (const value of Object.values(o)) {
      const found = findCar(value, id)
      if (found) return found
    }
  }
  return undefined
}

beforeAll(async () => {
  // The catalogue keeps its answers (5 s by default): a car read first by its seller must not
  // reach the next reader with the seller's address.
  t = await testApp()
  f = await makeFixtures(t.app, t.db)
  const [buyer, otherSeller, seller, admin] = await Promise.all([
    f.person('buyer'),
    f.person('seller'),
    f.person('seller'),
    f.person('admin'),
  ])
  people = { buyer, otherSeller, seller, admin }
  // Two cars of one body type and price: each is the other's similar car.
  carId = await f.car(seller, await f.upload(seller))
  otherCarId = await f.car(otherSeller, await f.upload(otherSeller))
  const featured = await t.app.inject({
    method: 'PUT',
    url: `/api/allcars/${carId}`,
    headers: { authorization: `Bearer ${seller.token}` },
  })
  expect(featured.statusCode).toBe(200)
  for (const as of ['buyer', 'otherSeller', 'seller', 'admin'] as const) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${carId}`,
      headers: { authorization: `Bearer ${people[as].token}` },
    })
    expect(saved.statusCode).toBe(200)
  }
})
afterAll(() => t?.close())

describe("the seller's e-mail on every route that answers cars", () => {
  // Lists are the same for everyone: none carries an address, the seller's own view included.
  const lists = {
    search: () => `/api/cars?category=${f.category}`,
    featured: () => '/api/featured-cars',
    category: () => `/api/allcars/byCategory/${f.category}`,
    similar: () => `/api/cars/${otherCarId}/similar`,
    'seller page': () => `/api/sellers/${people.seller.id}`,
  }
  for (const [name, url] of Object.entries(lists)) {
    it.each(who)(`${name}: the car, without the address, for %s`, async (as) => {
      const res = await get(url(), as)
      expect(res.statusCode).toBe(200)
      const car = findCar(res.json(), carId)
      expect(car).toMatchObject({ sellerId: people.seller.id, sellerName: expect.any(String) })
      expect(car).not.toHaveProperty('seller')
      expect(res.body).not.toContain(people.seller.email)
    })
  }

  it.each([
    ['anonymous', 401, undefined],
    ['buyer', 200, undefined],
    ['otherSeller', 200, undefined],
    ['seller', 200, 'own'],
    ['admin', 200, 'own'],
  ] as const)('the car page: %s gets %i, the address %s', async (as, status, shown) => {
    // The seller reads it first, so that it is kept with the address when others ask.
    await get(`/api/featured-cars/${carId}`, 'seller')
    const res = await get(`/api/featured-cars/${carId}`, as)
    expect(res.statusCode).toBe(status)
    if (status !== 200) return expect(res.body).not.toContain(people.seller.email)
    const car = res.json()
    expect(car).toMatchObject({ _id: carId, sellerId: people.seller.id })
    if (shown) expect(car.seller).toBe(people.seller.email)
    else expect(car).not.toHaveProperty('seller')
  })

  it.each(who)('the wish list: no address for %s', async (as) => {
    const res = await get('/api/wishlist', as)
    if (as === 'anonymous') return expect(res.statusCode).toBe(401)
    expect(res.statusCode).toBe(200)
    expect(findCar(res.json(), carId)).not.toHaveProperty('seller')
    expect(findCar(res.json(), carId)).toMatchObject({ sellerId: people.seller.id })
  })

  it("the seller's and the admin's listings carry it; nobody else's have the car", async () => {
    expect((await get('/api/allcars', 'seller')).json()).toContainEqual(
      expect.objectContaining({ _id: carId, seller: people.seller.email }),
    )
    const all = (await get('/api/allcars?limit=100', 'admin')).json()
    expect(findCar(all, carId)).toMatchObject({ seller: people.seller.email })
    expect(findCar(all, otherCarId)).toMatchObject({ seller: people.otherSeller.email })
    expect(findCar((await get('/api/allcars', 'otherSeller')).json(), carId)).toBeUndefined()
    expect((await get('/api/allcars', 'buyer')).statusCode).toBe(403)
  })
})

describe('the invariant every API test keeps (test/seller-privacy.ts)', () => {
  it("finds a car with its seller's address in an answer to anyone but its seller or an admin", async () => {
    const answer = (await get(`/api/featured-cars/${carId}`, 'seller')).json()
    expect(answer.seller).toBe(people.seller.email)
    const wrapped = { items: [{ car: answer }] }
    expect(sellerEmailLeaks(wrapped, null)).toEqual([carId])
    expect(sellerEmailLeaks(wrapped, { _id: people.buyer.id, role: 'buyer' })).toEqual([carId])
    expect(sellerEmailLeaks(wrapped, { _id: people.otherSeller.id, role: 'seller' })).toEqual([
      carId,
    ])
    expect(sellerEmailLeaks(wrapped, { _id: people.seller.id, role: 'seller' })).toEqual([])
    expect(sellerEmailLeaks(wrapped, { _id: people.admin.id, role: 'admin' })).toEqual([])
  })
})
