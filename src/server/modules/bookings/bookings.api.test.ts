import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { completeSale, goodCard, holdPayment } from '../../../../tests/support/server/money'
import { logIn, signUp } from '../../../../tests/support/server/sessions'

const logLines: string[] = []
let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string; email: string } }
let buyer: Who, buyer2: Who, seller: Who, otherSeller: Who, newcomer: Who
let category: string

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  t = await testApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream })
  category = (await buildCategory(t.db)).categoryId
  for (const [email, role] of [
    ['bk-buyer@example.com', 'buyer'],
    ['bk-buyer2@example.com', 'buyer'],
    ['bk-seller@example.com', 'seller'],
    ['bk-seller2@example.com', 'seller'],
    ['bk-newcomer@example.com', 'buyer'],
  ] as const) {
    await signUp(t.app, { email, role, firstName: 'Bo', lastName: role })
  }
  // Everyone but the newcomer has confirmed their e-mail address.
  await t.db.execute(sql`update users set email_verified = email <> 'bk-newcomer@example.com'`)
  newcomer = await logIn(t.app, 'bk-newcomer@example.com', 'secret123')
  buyer = await logIn(t.app, 'bk-buyer@example.com', 'secret123')
  buyer2 = await logIn(t.app, 'bk-buyer2@example.com', 'secret123')
  seller = await logIn(t.app, 'bk-seller@example.com', 'secret123')
  otherSeller = await logIn(t.app, 'bk-seller2@example.com', 'secret123')
})
afterAll(() => t.close())
// Each test starts with no open request of anyone's, so none runs into the limit per buyer.
afterEach(() =>
  t.db.execute(
    sql`update bookings set status = 'cancelled', awaiting = null, answer_by = null where status in ('requested', 'accepted') and payment = 'pending'`,
  ),
)

let calls = 0
// Each call from an address of its own: the tests book more often than the rate limit allows
// one person (its own test is elsewhere).
const send = (method: 'GET' | 'POST', url: string, who?: Who, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    remoteAddress: `10.3.${(++calls >> 8) & 255}.${calls & 255}`,
  })
const newCar = (overrides = {}) =>
  buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    resalePriceCents: 1_850_000,
    ...overrides,
  })
const book = (carId: string, who: Who = buyer, extra: object = {}) =>
  send('POST', '/api/bookings', who, {
    car_id: carId,
    phone: '+1 555 010 9999',
    meeting_location: 'Main St garage',
    ...extra,
  })

describe('POST /api/bookings', () => {
  it('books an Active car at its resale price; name and email come from the session', async () => {
    const car = await newCar()
    const res = await book(car.id, buyer, { price: 1, email: 'spoof@example.com', name: 'Spoof' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ acknowledged: true, message: 'Booking Confirmed' })
    const [mine] = (await send('GET', '/api/bookings', buyer)).json()
    expect(mine).toMatchObject({
      car_id: car.id,
      car: car.name,
      email: 'bk-buyer@example.com',
      name: 'Bo buyer',
      price: 18500,
      payment: 'pending',
      phone: '+1 555 010 9999',
      meeting_location: 'Main St garage',
    })
    // A request does not take the car off the market: others may ask too, once each.
    const listed = (await send('GET', `/api/allcars/byCategory/${category}`)).json()
    expect(listed.map((c: { _id: string }) => c._id)).toContain(car.id)
    expect((await book(car.id, buyer2)).statusCode).toBe(201)
    expect((await book(car.id, buyer)).json()).toEqual({
      acknowledged: false,
      message: 'You have already asked for a test drive of this car',
    })
  })

  it('is for buyers, needs a reachable phone and place, and 404s unknown cars', async () => {
    const car = await newCar()
    expect((await book(car.id, seller)).statusCode).toBe(403)
    const anonymous = await send('POST', '/api/bookings', undefined, {
      car_id: car.id,
      phone: '5550100',
      meeting_location: 'x',
    })
    expect(anonymous.statusCode).toBe(401)
    const bad = await book(car.id, buyer, { phone: 'call me', meeting_location: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['Enter a valid phone number', 'Meeting location is required']),
    )
    expect((await book('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })

  it('makes one request per buyer and car of many simultaneous ones', async () => {
    const car = await newCar()
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book(car.id, i % 2 ? buyer : buyer2)),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(2)
    expect(codes.filter((c) => c === 409)).toHaveLength(10)
    const open = await t.db.execute(
      sql`select count(*)::int as n from bookings where car_id = ${car.id} and status in ('requested', 'accepted')`,
    )
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2)
  })

  it('holds a buyer to three open requests, and one until their e-mail is confirmed', async () => {
    const cars = await Promise.all([1, 2, 3, 4, 5].map(() => newCar()))
    expect((await book(cars[0]!.id, newcomer)).statusCode).toBe(201)
    const second = await book(cars[1]!.id, newcomer)
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(
      'Confirm your e-mail address to ask for more than one test drive at a time; we sent you a link',
    )
    // A confirmed buyer: three at most, even when asked for all at once.
    const other = await signUp(t.app, { email: 'bk-busy@example.com', role: 'buyer' })
    await t.db.execute(sql`update users set email_verified = true where id = ${other.user._id}`)
    const busy = await logIn(t.app, 'bk-busy@example.com', 'secret123')
    const results = await Promise.all(cars.map((c) => book(c.id, busy)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409])
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(
      /You have 3 test drive requests open/,
    )
    // Cancelling one frees a place.
    const id = results.find((r) => r.statusCode === 201)!.json().insertedId
    await send('POST', `/api/bookings/${id}/cancel`, busy)
    const freeCar = cars[results.findIndex((r) => r.statusCode === 409)]!
    expect((await book(freeCar.id, busy)).statusCode).toBe(201)
  })
})

describe('GET /api/bookings/:id', () => {
  it('shows a booking to its buyer, the car’s seller and nobody else', async () => {
    const car = await newCar()
    const id = (await book(car.id)).json().insertedId
    expect((await send('GET', `/api/bookings/${id}`, buyer)).statusCode).toBe(200)
    expect((await send('GET', `/api/bookings/${id}`, seller)).statusCode).toBe(200)
    expect((await send('GET', `/api/bookings/${id}`, buyer2)).statusCode).toBe(404)
    expect((await send('GET', `/api/bookings/${id}`, otherSeller)).statusCode).toBe(404)
    expect((await send('GET', `/api/bookings/${id}`)).statusCode).toBe(401)
    expect((await send('GET', '/api/bookings/not-an-id', buyer)).statusCode).toBe(400)
    const received = (await send('GET', '/api/seller/bookings', seller)).json()
    expect(received.map((b: { _id: string }) => b._id)).toContain(id)
    expect((await send('GET', '/api/seller/bookings', otherSeller)).json()).toEqual([])
  })
})

describe('payment', () => {
  it('declines bad cards in red words, then holds the money once even when confirmed twice', async () => {
    const car = await newCar()
    const id = (await book(car.id)).json().insertedId
    expect((await send('POST', `/api/bookings/${id}/payment`, buyer2)).statusCode).toBe(404)
    const start = await send('POST', `/api/bookings/${id}/payment`, buyer)
    expect(start.statusCode).toBe(200)
    const { clientSecret, amount, provider, currency } = start.json()
    expect({ amount, provider, currency }).toEqual({
      amount: 18500,
      provider: 'sandbox',
      currency: 'usd',
    })

    const confirm = (card: object, who: Who = buyer) =>
      send('POST', '/api/payments/sandbox/confirm', who, {
        clientSecret,
        card: { ...goodCard, ...card },
      })
    const cases: [object, string][] = [
      [{ number: '4000 0000 0000 0002' }, 'Your card was declined.'],
      [{ number: '4000 0000 0000 9995' }, 'Your card has insufficient funds.'],
      [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ expYear: 2020 }, 'Your card’s expiration date is in the past.'],
      [{ cvc: '12' }, 'Your card’s security code is incomplete.'],
    ]
    for (const [card, message] of cases) {
      const res = await confirm(card)
      expect(res.statusCode, message).toBeGreaterThanOrEqual(400)
      expect(res.json().message).toBe(message)
    }
    expect((await confirm({}, buyer2)).statusCode).toBe(404)

    const [first, second] = await Promise.all([confirm({}), confirm({})])
    expect(first!.json()).toEqual({ status: 'succeeded' })
    expect(second!.json()).toEqual({ status: 'succeeded' })
    const booking = (await send('GET', `/api/bookings/${id}`, buyer)).json()
    expect(booking.payment).toBe('held')
    expect(booking.actions).toContain('cancel')
    expect(booking.actions).not.toContain('pay')
    const detail = (await send('GET', `/api/featured-cars/${car.id}`, buyer)).json()
    expect(detail.status).toBe('Booked')
    const again = await send('POST', `/api/bookings/${id}/payment`, buyer)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Your payment for this car is already held')
    const held = await t.db.execute(
      sql`select count(*)::int as n from ledger_entries where booking_id = ${id} and movement = 'hold'`,
    )
    expect((held as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2)
  })

  it('never writes a card number to the logs or the database', async () => {
    const dump = await t.db.execute(sql`select * from payments`)
    const tables =
      JSON.stringify(dump) + JSON.stringify(await t.db.execute(sql`select * from bookings`))
    for (const digits of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002']) {
      expect(tables).not.toContain(digits)
      expect(logLines.join('\n')).not.toContain(digits)
    }
    expect(logLines.length).toBeGreaterThan(10)
  })
})

describe('POST /api/bookings/:id/cancel', () => {
  it('cancels a pending booking; the car was for sale all along', async () => {
    const car = await newCar()
    const id = (await book(car.id)).json().insertedId
    expect((await send('POST', `/api/bookings/${id}/cancel`, buyer2)).statusCode).toBe(404)
    expect((await send('POST', `/api/bookings/${id}/cancel`, buyer)).json()).toMatchObject({
      status: 'cancelled',
      payment: 'pending',
      actions: [],
    })
    const listed = (await send('GET', `/api/allcars/byCategory/${category}`)).json()
    expect(listed.map((c: { _id: string }) => c._id)).toContain(car.id)
    expect((await book(car.id, buyer2)).statusCode).toBe(201)
  })
})

describe('deleting a sold car', () => {
  it('keeps the paid booking on record with the car’s name and amount', async () => {
    const car = await newCar({ name: 'Sold then deleted' })
    const id = (await book(car.id)).json().insertedId
    await completeSale(t.app, id, { buyer: buyer.token, seller: seller.token })
    // The receipt: the car's photo while it is listed, and when it was paid.
    const paid = (await send('GET', `/api/bookings/${id}`, buyer)).json()
    expect(paid.image).toBe(car.images[0])
    expect(Date.now() - Date.parse(paid.paidAt)).toBeLessThan(60_000)
    // A car with a buyer's request, or with a buyer's money held, stays.
    const asked = await newCar()
    const askedId = (await book(asked.id, buyer2)).json().insertedId
    const held = await newCar()
    await holdPayment(t.app, (await book(held.id, buyer2)).json().insertedId, buyer2.token)
    for (const [kept, message] of [
      [asked, 'Buyers have asked to test-drive this car; answer or cancel their requests first'],
      [
        held,
        'A buyer’s payment holds this car; it can be deleted once the sale is done or cancelled',
      ],
    ] as const) {
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/allcars/${kept.id}`,
        headers: { authorization: `Bearer ${seller.token}` },
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(message)
    }
    await send('POST', `/api/bookings/${askedId}/cancel`, buyer2)

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/allcars/${car.id}`,
      headers: { authorization: `Bearer ${seller.token}` },
    })
    expect(del.json()).toEqual({ deletedCount: 1 })
    const booking = (await send('GET', `/api/bookings/${id}`, buyer)).json()
    expect(booking).toMatchObject({
      car_id: null,
      car: 'Sold then deleted',
      image: null,
      price: 18500,
      payment: 'paid',
      paidAt: paid.paidAt,
    })
  })
})

describe('the wish list of a buyer who booked or bought a saved car', () => {
  it('says the car is theirs; to anyone else it is booked or sold', async () => {
    const booked = await newCar({ name: 'Mine booked' })
    const bought = await newCar({ name: 'Mine bought' })
    for (const car of [booked, bought]) {
      for (const who of [buyer, buyer2]) {
        await t.app.inject({
          method: 'PUT',
          url: `/api/wishlist/${car.id}`,
          headers: { authorization: `Bearer ${who.token}` },
        })
      }
    }
    await book(booked.id)
    const id = (await book(bought.id)).json().insertedId
    await completeSale(t.app, id, { buyer: buyer.token, seller: seller.token })

    const heldBy = async (who: Who) =>
      Object.fromEntries(
        (await send('GET', '/api/wishlist', who))
          .json()
          .map((i: { carName: string; yours: string | null; car: { status: string } }) => [
            i.carName,
            [i.car.status, i.yours],
          ]),
      )
    expect(await heldBy(buyer)).toEqual({
      'Mine booked': ['Active', 'booked'],
      'Mine bought': ['Sold', 'bought'],
    })
    expect(await heldBy(buyer2)).toEqual({
      'Mine booked': ['Active', null],
      'Mine bought': ['Sold', null],
    })
  })
})
