import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars, dealerMembers, dealers } from '../../db/schema'
import { buildCar } from '../../../../tests/support/server/builders'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'

// docs/api.md "Trust and safety": at most FEATURED_PER_SELLER (2) featured cars at once, never a
// listing held for review, and an admin may take a car off (audited).
let t: TestApp
let f: Fixtures
let admin: Session

beforeAll(async () => {
  // Every write forgets the catalogue; reads between them come from the database.
  t = await testApp()
  f = await makeFixtures(t.app, t.db)
  admin = await f.person('admin')
})
afterAll(() => t?.close())

let calls = 0
const send = (who: Session, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    remoteAddress: `10.92.${(++calls >> 8) & 255}.${calls & 255}`,
  })
const feature = (who: Session, carId: string) => send(who, 'PUT', `/api/allcars/${carId}`)
const unfeature = (who: Session, carId: string) =>
  send(who, 'DELETE', `/api/allcars/${carId}/featured`)
const homePage = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/featured-cars' }))
    .json()
    .map((c: { _id: string }) => c._id)

/** A new seller with `n` cars for sale, none featured. */
async function sellerWithCars(n: number) {
  const seller = await f.person('seller')
  const photo = await f.upload(seller)
  const ids: string[] = []
  for (let i = 0; i < n; i++) ids.push(await f.car(seller, photo))
  return { seller, ids }
}

const featuredCount = async (sellerId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(cars)
      .where(and(eq(cars.sellerId, sellerId), eq(cars.isFeatured, true)))
  )[0]!.n

describe('featuring a car', () => {
  it('a new seller features two cars; the third is refused until one comes off', async () => {
    const { seller, ids } = await sellerWithCars(3)
    const [a, b, c] = ids as [string, string, string]
    expect((await feature(seller, a)).json()).toEqual({ acknowledged: true, modifiedCount: 1 })
    expect((await feature(seller, b)).json()).toEqual({ acknowledged: true, modifiedCount: 1 })
    // Featuring one already featured again changes nothing and is no third place.
    expect((await feature(seller, a)).json()).toEqual({ acknowledged: true, modifiedCount: 0 })

    const third = await feature(seller, c)
    expect(third.statusCode).toBe(409)
    expect(third.json().message).toBe(
      'You can feature 2 cars at once: take one off the featured list first',
    )
    expect(await homePage()).toEqual(expect.arrayContaining([a, b]))
    expect(await homePage()).not.toContain(c)

    expect((await unfeature(seller, a)).json()).toEqual({ acknowledged: true, modifiedCount: 1 })
    expect((await feature(seller, c)).json()).toEqual({ acknowledged: true, modifiedCount: 1 })
    const shown = await homePage()
    expect(shown).toEqual(expect.arrayContaining([b, c]))
    expect(shown).not.toContain(a)
  })

  it('counts only the cars on FEATURED CARS: a sold one frees its place', async () => {
    const { seller, ids } = await sellerWithCars(3)
    const [a, b, c] = ids as [string, string, string]
    await feature(seller, a)
    await feature(seller, b)
    await t.db.update(cars).set({ status: 'Sold' }).where(eq(cars.id, a))
    expect((await feature(seller, c)).json()).toEqual({ acknowledged: true, modifiedCount: 1 })
  })

  it('refuses a listing held for review, saying when it can be', async () => {
    const { seller, ids } = await sellerWithCars(1)
    // As the listing checks (modules/trust) hold it: Hidden, with its reasons.
    await t.db
      .update(cars)
      .set({
        status: 'Hidden',
        review: [{ rule: 'contact', message: 'The description carries a phone number.' }],
      })
      .where(eq(cars.id, ids[0]!))
    const res = await feature(seller, ids[0]!)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'This listing is being checked by our team: you can feature it once it is published',
    )
    expect(await featuredCount(seller.id)).toBe(0)
  })

  it('lets an admin take a car off, in the audit log, but not feature one', async () => {
    const { seller, ids } = await sellerWithCars(2)
    const [a, b] = ids as [string, string]
    const byAdmin = await feature(admin, a)
    expect(byAdmin.statusCode).toBe(403)
    expect(byAdmin.json().message).toBe(
      'Only its seller can feature a car; an admin may take it off the featured list',
    )
    await feature(seller, a)
    await feature(seller, b)

    const off = await unfeature(admin, a)
    expect(off.json()).toEqual({ acknowledged: true, modifiedCount: 1 })
    expect(await homePage()).not.toContain(a)
    const [entry] = (await send(admin, 'GET', '/api/admin/audit')).json()
    const [name] = await t.db.select({ name: cars.name }).from(cars).where(eq(cars.id, a))
    expect(entry).toMatchObject({
      action: 'car.unfeature',
      target: { type: 'car', _id: a, label: name!.name },
      admin: { _id: admin.id },
    })

    // The seller's own unfeaturing is theirs to do: no audit entry.
    await unfeature(seller, b)
    const [latest] = (await send(admin, 'GET', '/api/admin/audit')).json()
    expect(latest._id).toBe(entry._id)
    // Nothing to take off: nothing recorded either.
    expect((await unfeature(admin, b)).json().modifiedCount).toBe(0)
    expect((await send(admin, 'GET', '/api/admin/audit')).json()[0]._id).toBe(entry._id)
  })

  it("counts a dealer's cars against the dealer's 10, featured by its owner and managers", async () => {
    const [owner, manager, sales] = [
      await f.person('seller'),
      await f.person('seller'),
      await f.person('seller'),
    ]
    const [dealer] = await t.db
      .insert(dealers)
      .values({ name: 'Feature Motors', postalCode: '78704', city: 'Austin' })
      .returning()
    await t.db.insert(dealerMembers).values([
      { dealerId: dealer!.id, userId: owner.id, role: 'owner' as const },
      { dealerId: dealer!.id, userId: manager.id, role: 'manager' as const },
      { dealerId: dealer!.id, userId: sales.id, role: 'sales' as const },
    ])
    const photo = await f.upload(owner)
    const ids: string[] = []
    for (let i = 0; i < 11; i++) {
      const car = { sellerId: owner.id, categoryId: f.category, images: [photo] }
      ids.push((await buildCar(t.db, { ...car, dealerId: dealer!.id })).id)
    }
    // The owner past a seller's 2, then a manager up to the dealer's 10.
    for (const [i, id] of ids.slice(0, 10).entries()) {
      const res = await feature(i < 3 ? owner : manager, id)
      expect(res.json(), res.body).toEqual({ acknowledged: true, modifiedCount: 1 })
    }
    const eleventh = await feature(manager, ids[10]!)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json().message).toBe(
      'The dealer can feature 10 cars at once: take one off the featured list first',
    )
    expect((await feature(sales, ids[10]!)).statusCode).toBe(403)
    // A manager takes one of the owner's off; the place is free for the eleventh.
    expect((await unfeature(manager, ids[0]!)).json().modifiedCount).toBe(1)
    expect((await feature(manager, ids[10]!)).json().modifiedCount).toBe(1)
    expect(await featuredCount(owner.id)).toBe(10)
  })

  it('holds the limit when one seller features several cars at the same moment', async () => {
    // On PGlite (one connection) requests take turns; on PostgreSQL (npm run test:pg) they race,
    // and without featuring.ts's lock all four got the place.
    for (let round = 0; round < 3; round++) {
      const { seller, ids } = await sellerWithCars(5)
      await feature(seller, ids[0]!)
      // One place left, four asking for it at once.
      const answers = await Promise.all(ids.slice(1).map((id) => feature(seller, id)))
      const statuses = answers.map((r) => r.statusCode).sort()
      expect(statuses).toEqual([200, 409, 409, 409])
      expect(await featuredCount(seller.id)).toBe(2)
    }
  })
})
