import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { completeSale } from '../../../../tests/support/server/money'
import { logIn, signUp } from '../../../../tests/support/server/sessions'

let t: TestApp
let category: string

beforeAll(async () => {
  t = await testApp()
  category = (await buildCategory(t.db)).categoryId
})
afterAll(() => t.close())

type Who = { token: string; id: string; email: string }

/** A person signed up and in, with their e-mail address confirmed (to write and offer). */
async function person(firstName: string, email: string, role: 'buyer' | 'seller') {
  const { user } = await signUp(t.app, { email, role, firstName, lastName: 'Example' })
  await t.db.execute(sql`update users set email_verified = true where id = ${user._id}`)
  const { token } = await logIn(t.app, email, 'secret123')
  return { token, id: user._id as string, email }
}

const call = sessionCalls(() => t.app, 36)
const ok = async (who: Who, method: 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await call(who, method, url, payload)
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300)
  return res.json()
}

/** What a buyer does about a car: writes, offers, saves it and the search, reports, blocks. */
async function engage(buyer: Who, seller: Who, carId: string, words: string) {
  const { conversationId } = await ok(buyer, 'POST', '/api/conversations', {
    car_id: carId,
    text: `${words}: is it still for sale?`,
  })
  await ok(seller, 'POST', `/api/conversations/${conversationId}/messages`, {
    // Names a payment off the site: the scam shield's note goes to the buyer.
    text: `Yes, ${words}, come and see it. Pay me with Zelle first.`,
  })
  await ok(buyer, 'POST', '/api/offers', { car_id: carId, amount: 15_000 })
  await ok(buyer, 'PUT', `/api/wishlist/${carId}`)
  await ok(buyer, 'POST', '/api/saved-searches', {
    name: `${words} sedans`,
    query: `?category=${category}`,
    frequency: 'daily',
  })
  await ok(buyer, 'POST', '/api/reports', {
    targetType: 'car',
    targetId: carId,
    reason: 'wrong_info',
    details: `${words}: the mileage looks wrong`,
  })
  await ok(buyer, 'POST', `/api/conversations/${conversationId}/block`)
}

describe('GET /api/account/export', () => {
  it('holds one of each record of the caller, and nothing of anyone else’s', async () => {
    const sol = await person('Sol', 'export-seller@example.com', 'seller')
    const pat = await person('Pat', 'export-buyer@example.com', 'buyer')
    const sam = await person('Sam', 'export-stranger@example.com', 'buyer')
    const car = await buildCar(t.db, { sellerId: sol.id, categoryId: category })
    const sold = await buildCar(t.db, { sellerId: sol.id, categoryId: category })

    await engage(pat, sol, car.id, 'Pat asks')
    await engage(sam, sol, car.id, 'STRANGER asks')
    // Pat buys the other car; each side reviews the other, so both reviews are shown.
    const booking = await ok(pat, 'POST', '/api/bookings', {
      car_id: sold.id,
      phone: '+1 555 010 3636',
      meeting_location: 'Main St garage',
    })
    await completeSale(t.app, booking.insertedId, { buyer: pat.token, seller: sol.token })
    await ok(pat, 'POST', `/api/bookings/${booking.insertedId}/review`, {
      rating: 5,
      text: 'An honest seller.',
    })
    await ok(sol, 'POST', `/api/bookings/${booking.insertedId}/review`, {
      rating: 4,
      text: 'A punctual buyer.',
    })

    const res = await call(pat, 'GET', '/api/account/export')
    expect(res.statusCode).toBe(200)
    const data = res.json()
    expect(data.account).toMatchObject({ email: pat.email, name: 'Pat Example' })
    expect(data.emailPreferences).toMatchObject({ bookings: true, messages: true })
    expect(data.cars).toEqual([])
    expect(data.bookings).toMatchObject([{ car_id: sold.id, phone: '+1 555 010 3636' }])
    expect(data.offers).toMatchObject([
      { car_id: car.id, you: 'buyer', other: 'Sol', amount: 15_000, status: 'pending' },
    ])
    expect(data.conversations).toMatchObject([
      {
        car_id: car.id,
        you: 'buyer',
        other: 'Sol',
        messages: [
          { fromMe: true, text: 'Pat asks: is it still for sale?', warning: null },
          {
            fromMe: false,
            text: 'Yes, Pat asks, come and see it. Pay me with Zelle first.',
            warning: expect.any(String),
          },
        ],
      },
    ])
    expect(data.savedSearches).toMatchObject([{ name: 'Pat asks sedans', frequency: 'daily' }])
    expect(data.savedCars).toMatchObject([{ car: { _id: car.id } }])
    expect(data.notifications.length).toBeGreaterThan(0)
    expect(data.reviews).toMatchObject([{ rating: 5, text: 'An honest seller.' }])
    expect(data.reviewsAbout).toEqual([
      { rating: 4, text: 'A punctual buyer.', author: 'Sol', createdAt: expect.any(String) },
    ])
    expect(data.reports).toMatchObject([
      {
        targetType: 'car',
        targetId: car.id,
        reason: 'wrong_info',
        details: 'Pat asks: the mileage looks wrong',
        resolvedAt: null,
      },
    ])
    expect(data.blocks).toEqual([{ name: 'Sol', createdAt: expect.any(String) }])
    // Nothing of the stranger's, and nobody else's address or account id.
    for (const other of ['STRANGER', sam.email, sam.id, sol.email]) {
      expect(res.body, other).not.toContain(other)
    }

    // The seller's own side: the listings, both conversations and offers about them, by the
    // buyers' first names, and neither buyer's address, phone or account id.
    const sols = await call(sol, 'GET', '/api/account/export')
    expect(sols.statusCode).toBe(200)
    const theirs = sols.json()
    expect(theirs.cars.map((c: { _id: string }) => c._id).sort()).toEqual([car.id, sold.id].sort())
    expect(theirs.conversations.map((c: { other: string }) => c.other).sort()).toEqual([
      'Pat',
      'Sam',
    ])
    expect(theirs.offers.map((o: { you: string; other: string }) => [o.you, o.other])).toEqual(
      expect.arrayContaining([
        ['seller', 'Pat'],
        ['seller', 'Sam'],
      ]),
    )
    // The note about the seller's own message was the buyer's to read, not theirs.
    const fromPat = theirs.conversations.find((c: { other: string }) => c.other === 'Pat')
    expect(fromPat.messages).toMatchObject([
      { fromMe: false, warning: null },
      { fromMe: true, warning: null },
    ])
    expect(theirs.reviewsAbout).toMatchObject([{ text: 'An honest seller.', author: 'Pat' }])
    expect(theirs.reports).toEqual([])
    expect(theirs.blocks).toEqual([])
    for (const other of [pat.email, sam.email, pat.id, sam.id, '555 010 3636']) {
      expect(sols.body, other).not.toContain(other)
    }
  }, 60_000)
})
