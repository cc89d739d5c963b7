import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cars, notifications } from '../../db/schema'
import { buildBooking, buildCar } from '../../../../tests/support/server/builders'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { testDrivesForFile } from '../../../../tests/support/server/test-drives'

/**
 * After a test drive (docs/api.md "Test drives"): the double-blind reviews of its two sides and
 * the seller's public page they show on, and what becomes of test drives when their car or
 * their seller goes. The moves before: test-drives.api.test.ts.
 */
const { t, send, get, consistent, requested, completed } = testDrivesForFile()

describe('reviews and the seller page', () => {
  const anyone = async (url: string) => (await t.app.inject({ method: 'GET', url })).json()

  it('shows both reviews only once both are written, on a page without contact details', async () => {
    const early = await requested()
    const tooEarly = await send(t.buyer, `/api/bookings/${early}/review`, { rating: 5, text: 'Hi' })
    expect(tooEarly.statusCode).toBe(409)
    expect(tooEarly.json().message).toBe('You can review a test drive once it has taken place')

    const id = await completed()
    // The buyer may still buy the car for a while after the test drive.
    expect((await get(id)).actions).toEqual(['pay', 'review'])
    expect((await get(id, t.seller)).actions).toEqual(['review'])
    const bad = await send(t.buyer, `/api/bookings/${id}/review`, { rating: 6, text: ' ' })
    expect(
      bad
        .json()
        .issues.map((i: { message: string }) => i.message)
        .sort(),
    ).toEqual(['Choose a rating from 1 to 5 stars', 'Write a few words about the test drive'])
    const noOne = { rating: 1, text: 'x' }
    expect((await send(t.stranger, `/api/bookings/${id}/review`, noOne)).statusCode).toBe(404)
    expect((await send(t.admin, `/api/bookings/${id}/review`, noOne)).statusCode).toBe(403)

    const words = 'Sam was on time and the car was spotless.'
    const mine = await send(t.buyer, `/api/bookings/${id}/review`, { rating: 5, text: words })
    expect(mine.statusCode).toBe(201)
    expect(mine.json().published).toBe(false)
    const again = await send(t.buyer, `/api/bookings/${id}/review`, { rating: 1, text: 'Hmm' })
    expect(again.statusCode).toBe(409)
    expect((await get(id)).actions).toEqual(['pay'])

    // Double-blind: nothing shows, and the seller is told of a review but not what it says.
    const page = `/api/sellers/${t.seller.user._id}`
    expect((await anyone(page)).reviews).toEqual([])
    expect((await anyone(page)).rating).toEqual({ average: null, count: 0 })
    const [told] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        sql`${notifications.kind} = 'review.received' and ${notifications.userId} = ${t.seller.user._id}`,
      )
    expect(told?.body).toMatch(/^Bea wrote a review of the test drive of the .+\. Write yours/)
    expect(told?.body).not.toContain(words)

    const theirs = await send(t.seller, `/api/bookings/${id}/review`, {
      rating: 4,
      text: 'Bea knew what she wanted; a pleasure.',
    })
    expect(theirs.json().published).toBe(true)
    const profile = await anyone(page)
    expect(profile).toMatchObject({
      _id: t.seller.user._id,
      name: 'Sam Person',
      rating: { average: 5, count: 1 },
      reviews: [{ rating: 5, text: words, author: 'Bea', createdAt: expect.any(String) }],
    })
    expect(Date.parse(profile.memberSince)).toBeLessThanOrEqual(Date.now())
    // Public: no e-mail address or phone number anywhere on it.
    const shown = JSON.stringify(profile)
    expect(shown).not.toContain('@')
    expect(shown).not.toContain('555 010')
    expect(shown).not.toMatch(/"(email|phone|seller)"/)
    expect(profile.cars.length).toBeGreaterThan(0)
    for (const car of profile.cars) {
      expect(car).toMatchObject({ status: 'Active', sellerId: t.seller.user._id })
      expect(car.sellerRating).toEqual({ average: 5, count: 1 })
    }
    // The reviewer's data export holds what they wrote.
    const exported = (await send(t.buyer, '/api/account/export', undefined, 'GET')).json()
    expect(exported.reviews).toContainEqual(
      expect.objectContaining({ bookingId: id, rating: 5, text: words }),
    )
    const missing = await t.app.inject({ method: 'GET', url: '/api/sellers/nobody' })
    expect(missing.statusCode).toBe(404)
    const notASeller = await t.app.inject({
      method: 'GET',
      url: `/api/sellers/${t.buyer.user._id}`,
    })
    expect(notASeller.statusCode).toBe(404)
    expect(await consistent()).toEqual({})
  })
})

describe('when a car or a seller goes', () => {
  it('keeps a deleted car’s test drive between its two sides, who can still review it', async () => {
    const id = await completed()
    const { car_id } = await get(id)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/allcars/${car_id}`,
      headers: { authorization: `Bearer ${t.seller.token}` },
    })
    expect(del.json()).toEqual({ deletedCount: 1 })
    expect((await get(id, t.seller)).you).toBe('seller')
    const review = await send(t.buyer, `/api/bookings/${id}/review`, { rating: 2, text: 'Meh.' })
    expect(review.statusCode).toBe(201)
  })

  it('publishes two reviews written at the same moment together', async () => {
    const id = await completed()
    const [a, b] = await Promise.all([
      send(t.buyer, `/api/bookings/${id}/review`, { rating: 4, text: 'Good.' }),
      send(t.seller, `/api/bookings/${id}/review`, { rating: 5, text: 'Great buyer.' }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect([a.json().published, b.json().published]).toContain(true)
    const shown = await t.db.execute(
      sql`select count(*)::int as n from reviews where booking_id = ${id} and published_at is not null`,
    )
    expect((shown as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2)
    expect(await consistent()).toEqual({})
  })

  it('cancels a deleted seller’s open test drives, tells the buyers, and takes the cars off sale', async () => {
    await signUp(t.app, { email: 'td-leaving@example.com', role: 'seller', firstName: 'Lee' })
    const leaving = await logIn(t.app, 'td-leaving@example.com', 'secret123')
    const car = await buildCar(t.db, { sellerId: leaving.user._id, categoryId: t.category })
    const { id } = await buildBooking(t.db, { carId: car.id, buyerId: t.buyer.user._id })
    const gone = await send(t.admin, `/api/users/${leaving.user._id}`, undefined, 'DELETE')
    expect(gone.statusCode).toBe(200)
    expect(await get(id)).toMatchObject({ status: 'cancelled', actions: [] })
    const cars_ = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(cars_).toEqual([])
    const told = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        sql`${notifications.userId} = ${t.buyer.user._id} and ${notifications.body} like ${`%${car.name}%closed their account%`}`,
      )
    expect(told).toHaveLength(1)
    expect(await consistent()).toEqual({})
  })
})
