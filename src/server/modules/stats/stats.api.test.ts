import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carViews, leads } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { completeSale } from '../../../../tests/support/server/money'
import { signedInAdmin, signedInConfirmed, signUp } from '../../../../tests/support/server/sessions'
import { utcDay } from './views'

let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string } }
let buyer: Who, seller: Who, otherSeller: Who, dealerOwner: Who, admin: Who
let category: string

beforeAll(async () => {
  t = await testApp()
  category = (await buildCategory(t.db)).categoryId
  buyer = await signedInConfirmed(t, 'st-buyer@example.com', 'buyer')
  seller = await signedInConfirmed(t, 'st-seller@example.com', 'seller')
  otherSeller = await signedInConfirmed(t, 'st-other@example.com', 'seller')
  dealerOwner = await signedInConfirmed(t, 'st-dealer@example.com', 'seller')
  admin = await signedInAdmin(t, 'st-admin@example.com')
})
afterAll(() => t.close())

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who?: Who,
  { payload, userAgent = 'Browser A' }: { payload?: object; userAgent?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: {
      'user-agent': userAgent,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
  })
const view = (carId: string, userAgent?: string) =>
  call('POST', `/api/cars/${carId}/views`, undefined, { userAgent })
const newCar = (who: Who, name: string) =>
  buildCar(t.db, { sellerId: who.user._id, categoryId: category, name })
const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000))
const last = (series: number[]) => series[series.length - 1]

describe('GET /api/seller/stats', () => {
  it('counts a visitor once a day per car; another browser is another visitor', async () => {
    const car = await newCar(seller, 'Viewed Civic')
    expect((await view(car.id)).statusCode).toBe(204)
    expect((await view(car.id)).statusCode).toBe(204)
    expect((await view(car.id, 'Browser B')).statusCode).toBe(204)
    const stats = (await call('GET', '/api/seller/stats', seller)).json()
    expect(stats.days).toHaveLength(30)
    expect(last(stats.days)).toBe(utcDay(new Date()))
    expect(stats.cars.find((c: { _id: string }) => c._id === car.id)).toMatchObject({
      name: 'Viewed Civic',
      views: 2,
    })
    expect(last(stats.total.views)).toBe(2)
    // Read again: the views already written are not added a second time.
    expect(last((await call('GET', '/api/seller/stats', seller)).json().total.views)).toBe(2)
  })

  it('puts a save, a conversation and a booking on their day and car, and nothing else', async () => {
    const car = await newCar(seller, 'Busy Corolla')
    const quiet = await newCar(seller, 'Quiet Golf')
    const theirs = await newCar(otherSeller, 'Their Mazda')
    expect((await call('PUT', `/api/wishlist/${car.id}`, buyer)).statusCode).toBe(200)
    expect((await call('PUT', `/api/wishlist/${theirs.id}`, buyer)).statusCode).toBe(200)
    const talk = await call('POST', '/api/conversations', buyer, {
      payload: { car_id: car.id, text: 'Is it still for sale?' },
    })
    expect(talk.statusCode).toBe(201)
    const booked = await call('POST', '/api/bookings', buyer, {
      payload: { car_id: car.id, phone: '+1 555 010 9999', meeting_location: 'Main St' },
    })
    expect(booked.statusCode).toBe(201)
    const offered = await call('POST', '/api/offers', buyer, {
      payload: { car_id: car.id, amount: Math.round(car.resalePriceCents / 100 - 500) },
    })
    expect(offered.statusCode, offered.body).toBe(201)
    await view(theirs.id)
    // The save was two days ago; one from long before the window is left out.
    await t.db.execute(
      sql`update wishlist set created_at = now() - interval '2 days' where car_id = ${car.id}`,
    )
    await t.db.execute(
      sql`update conversations set created_at = now() - interval '40 days' where car_id = ${car.id}`,
    )

    const stats = (await call('GET', '/api/seller/stats?days=7', seller)).json()
    expect(stats.days).toHaveLength(7)
    const byName = Object.fromEntries(
      stats.cars.map((c: { name: string }) => [c.name, c]),
    ) as Record<string, object>
    expect(Object.keys(byName).sort()).toEqual(['Busy Corolla', 'Quiet Golf', 'Viewed Civic'])
    expect(byName['Busy Corolla']).toMatchObject({
      saves: 1,
      conversations: 0,
      bookings: 1,
      offers: 1,
    })
    expect(byName['Quiet Golf']).toEqual({
      _id: quiet.id,
      name: 'Quiet Golf',
      views: 0,
      saves: 0,
      conversations: 0,
      bookings: 0,
      offers: 0,
      leads: 0,
    })
    expect(stats.total.saves[stats.days.indexOf(daysAgo(2))]).toBe(1)
    expect(stats.total.saves.reduce((a: number, b: number) => a + b)).toBe(1)
    expect(last(stats.total.bookings)).toBe(1)
    expect(last(stats.total.offers)).toBe(1)
    // A private seller's buyers are no leads (docs/api.md "Leads": a dealer's cars only).
    expect(stats.total.leads).toEqual([0, 0, 0, 0, 0, 0, 0])
    expect(stats.total.conversations).toEqual([0, 0, 0, 0, 0, 0, 0])

    // Within 40 days the conversation counts; the other seller sees only their own car.
    const wider = (await call('GET', '/api/seller/stats?days=41', seller)).json()
    expect(wider.total.conversations[wider.days.indexOf(daysAgo(40))]).toBe(1)
    const theirStats = (await call('GET', '/api/seller/stats', otherSeller)).json()
    expect(theirStats.cars).toEqual([
      {
        _id: theirs.id,
        name: 'Their Mazda',
        views: 1,
        saves: 1,
        conversations: 0,
        bookings: 0,
        offers: 0,
        leads: 0,
      },
    ])
    // The data's invariants, but for the made-up photos of builder cars.
    expect(await brokenBesidesBuilderPhotos(t.db)).toEqual({})
  })

  it('counts the leads of a dealer’s cars per car and day, for its owner only', async () => {
    const owner = dealerOwner
    const made = await call('POST', '/api/dealers', owner, {
      payload: { name: 'Stats Motors', postalCode: '78704', city: 'Austin' },
    })
    expect(made.statusCode, made.body).toBe(201)
    const dealerId = made.json()._id as string
    const asked = await buildCar(t.db, {
      sellerId: owner.user._id,
      categoryId: category,
      dealerId,
      stockNumber: 'ST-1',
      name: 'Asked Outback',
    })
    await buildCar(t.db, {
      sellerId: owner.user._id,
      categoryId: category,
      dealerId,
      stockNumber: 'ST-2',
      name: 'Unasked Forester',
    })
    // A buyer's first message is a lead; their second in that conversation is not another.
    const talk = await call('POST', '/api/conversations', buyer, {
      payload: { car_id: asked.id, text: 'Is the Outback still for sale?' },
    })
    expect(talk.statusCode, talk.body).toBe(201)
    const again = await call(
      'POST',
      `/api/conversations/${talk.json().conversationId}/messages`,
      buyer,
      {
        payload: { text: 'And does it have winter tyres?' },
      },
    )
    expect(again.statusCode, again.body).toBe(201)
    const booked = await call('POST', '/api/bookings', buyer, {
      payload: { car_id: asked.id, phone: '+1 555 010 9999', meeting_location: 'Main St' },
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const kinds = await t.db
      .select({ kind: leads.kind })
      .from(leads)
      .where(eq(leads.carId, asked.id))
      .orderBy(leads.kind)
    expect(kinds).toEqual([{ kind: 'message' }, { kind: 'test_drive' }])
    // The test drive was asked for three days ago.
    await t.db.execute(
      sql`update leads set created_at = now() - interval '3 days' where kind = 'test_drive' and car_id = ${asked.id}`,
    )

    const stats = (await call('GET', '/api/seller/stats?days=7', owner)).json()
    expect(stats.dealer).toBe(true)
    expect(stats.cars.map((c: { name: string; leads: number }) => [c.name, c.leads])).toEqual([
      ['Unasked Forester', 0],
      ['Asked Outback', 2],
    ])
    expect(last(stats.total.leads)).toBe(1)
    expect(stats.total.leads[stats.days.indexOf(daysAgo(3))]).toBe(1)
    expect(stats.total.leads.reduce((a: number, b: number) => a + b)).toBe(2)
    // Another seller's numbers have none of them.
    const theirs = (await call('GET', '/api/seller/stats', otherSeller)).json()
    expect(theirs.dealer).toBe(false)
    expect(theirs.total.leads.reduce((a: number, b: number) => a + b)).toBe(0)
  })

  it('is for sellers only, over 1 to 90 days', async () => {
    expect((await call('GET', '/api/seller/stats')).statusCode).toBe(401)
    expect((await call('GET', '/api/seller/stats', buyer)).statusCode).toBe(403)
    expect((await call('GET', '/api/seller/stats', admin)).statusCode).toBe(403)
    expect((await call('GET', '/api/seller/stats?days=1', seller)).json().days).toEqual([
      utcDay(new Date()),
    ])
    for (const [days, message] of [
      ['0', 'days must be at least 1'],
      ['91', 'days must be at most 90'],
      ['2.5', 'days must be a whole number'],
      ['x', 'days must be a number'],
    ]) {
      const res = await call('GET', `/api/seller/stats?days=${days}`, seller)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
  })
})

describe('POST /api/cars/:id/views', () => {
  it('refuses an unknown or malformed car id, and counts nothing for it', async () => {
    expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await view('nope')).statusCode).toBe(400)
  })

  it('writes what it counted when the server stops', async () => {
    const own = await testApp()
    const sellerId = (await signUp(own.app, { email: 'st-stop@example.com', role: 'seller' })).user
      ._id
    const car = await buildCar(own.db, {
      sellerId,
      categoryId: (await buildCategory(own.db)).categoryId,
    })
    const res = await own.app.inject({ method: 'POST', url: `/api/cars/${car.id}/views` })
    expect(res.statusCode).toBe(204)
    await own.app.close()
    const rows = await own.db
      .select({ day: carViews.day, views: carViews.views })
      .from(carViews)
      .where(eq(carViews.carId, car.id))
    expect(rows).toEqual([{ day: utcDay(new Date()), views: 1 }])
    await own.close()
  })
})

describe('GET /api/admin/stats', () => {
  it('counts sign-ups, listings, bookings and payments with their sum per day', async () => {
    const before = (await call('GET', '/api/admin/stats?days=3', admin)).json()
    await signUp(t.app, { email: 'st-new@example.com', role: 'buyer' })
    const car = await buildCar(t.db, {
      sellerId: seller.user._id,
      categoryId: category,
      resalePriceCents: 1_234_500,
    })
    const booking = await call('POST', '/api/bookings', buyer, {
      payload: { car_id: car.id, phone: '+1 555 010 9999', meeting_location: 'Main St' },
    })
    const id = booking.json().insertedId
    // A payment counts once it is taken, at the handover.
    await completeSale(t.app, id, { buyer: buyer.token, seller: seller.token })

    const after = (await call('GET', '/api/admin/stats?days=3', admin)).json()
    expect(after.days).toEqual([daysAgo(2), daysAgo(1), daysAgo(0)])
    const added = (key: string) => last(after[key])! - last(before[key])!
    expect({
      signUps: added('signUps'),
      listings: added('listings'),
      bookings: added('bookings'),
      payments: added('payments'),
      paymentAmounts: added('paymentAmounts'),
    }).toEqual({ signUps: 1, listings: 1, bookings: 1, payments: 1, paymentAmounts: 12345 })
    // Everything in this file happened today, admins not counted as sign-ups.
    expect(last(after.signUps)).toBe(5)
    expect(after.signUps.slice(0, 2)).toEqual([0, 0])
  })

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/stats')).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/stats', seller)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/stats?days=91', admin)).statusCode).toBe(400)
  })
})
