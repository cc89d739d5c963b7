import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { notifiedKinds } from '../../../../tests/support/server/notified'
import { auditLog } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { signedInPeople } from '../../../../tests/support/server/people'
import { jobSender } from '../../../../tests/support/server/jobs'
import { buildCar, buildCategory, carStatus } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { holdPayment } from '../../../../tests/support/server/money'
import { logIn, signedInAdmin, signUp } from '../../../../tests/support/server/sessions'

/**
 * Money held until the car changes hands (docs/api.md): two buyers and one car, the hold, the
 * handover, the payout; cancelling while held; the race for a hold; the admin's release,
 * capture and refunds (after the payout too); a hidden listing and a suspended seller. After
 * every test the data's invariants hold and the ledger balances.
 */
let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string; email: string } }
let buyer: Who, buyer2: Who, seller: Who, admin: Who
let category: string

beforeAll(async () => {
  t = await testApp({ env: { JOB_POLL_INTERVAL: '500ms', PLATFORM_FEE_PERCENT: '5' } })
  category = (await buildCategory(t.db)).categoryId
  ;[buyer, buyer2, seller] = await signedInPeople(
    t,
    [
      ['mn-buyer@example.com', 'buyer', 'Bea'],
      ['mn-buyer2@example.com', 'buyer', 'Ben'],
      ['mn-seller@example.com', 'seller', 'Sam'],
    ],
    { confirmed: true },
  )
  admin = await signedInAdmin(t, 'mn-admin@example.com')
})
afterAll(() => t.close())
afterEach(async () => {
  expect(await brokenBesidesBuilderPhotos(t.db)).toEqual({})
  expect((await send(admin, 'GET', '/api/admin/money')).json().balanced).toBe(true)
})

const send = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const newCar = (name = 'Money Car') =>
  buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name,
    resalePriceCents: 2_000_000,
    vin: '1HGCM82633A004352',
  })
const book = async (carId: string, who: Who = buyer) => {
  const res = await send(who, 'POST', '/api/bookings', {
    car_id: carId,
    phone: '+1 555 010 2222',
    meeting_location: 'Depot',
  })
  expect(res.statusCode).toBe(201)
  return res.json().insertedId as string
}
const booking = async (id: string, who: Who = buyer) =>
  (await send(who, 'GET', `/api/bookings/${id}`)).json()
const kindsFor = (who: Who, carName: string) => notifiedKinds(t.db, who.user._id, carName)

describe('the sale', () => {
  it('keeps a car listed for two test drives, reserves it for the one who pays, and pays the seller after the handover', async () => {
    const car = await newCar('Escrow Civic')
    const mine = await book(car.id)
    const theirs = await book(car.id, buyer2)
    const listed = (await send(buyer, 'GET', '/api/cars?q=Escrow')).json()
    expect(listed.items.map((c: { _id: string }) => c._id)).toContain(car.id)

    expect((await holdPayment(t.app, mine, buyer.token)).statusCode).toBe(200)
    const held = await booking(mine)
    // The receipt names the seller and the VIN.
    expect(held).toMatchObject({
      payment: 'held',
      handover: null,
      sellerName: 'Sam Person',
      vin: '1HGCM82633A004352',
    })
    expect(held.actions).toContain('cancel')
    expect(held.actions).not.toContain('pay')
    const heldFor = Date.parse(held.heldUntil) - Date.now()
    expect(heldFor).toBeGreaterThan(6 * 86_400_000 - 60_000)
    expect(heldFor).toBeLessThanOrEqual(6 * 86_400_000)
    expect(await carStatus(t.db, car.id)).toBe('Booked')
    // The other buyer can no longer pay for it.
    expect((await booking(theirs, buyer2)).actions).not.toContain('pay')
    const refused = await send(buyer2, 'POST', `/api/bookings/${theirs}/payment`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('This car is not for sale right now')

    const money = (await send(seller, 'GET', '/api/seller/money')).json()
    expect(money).toMatchObject({ held: 20_000, toPayOut: 0, paidOut: 0 })
    expect((await booking(mine, seller)).actions).toEqual(
      expect.arrayContaining(['cancel', 'handover']),
    )

    expect((await send(buyer, 'POST', `/api/bookings/${mine}/handover`)).statusCode).toBe(403)
    const handed = await send(seller, 'POST', `/api/bookings/${mine}/handover`)
    expect(handed.statusCode).toBe(200)
    expect(handed.json().handover).toMatchObject({ confirmedAt: null, objection: null })
    const asked = (await booking(mine)).actions
    expect(asked).toEqual(expect.arrayContaining(['confirm_handover', 'object']))
    expect(asked).not.toContain('cancel')
    const again = await send(seller, 'POST', `/api/bookings/${mine}/handover`)
    expect(again.statusCode).toBe(409)

    const wrongSide = await send(seller, 'POST', `/api/bookings/${mine}/confirm-handover`)
    expect(wrongSide.statusCode).toBe(403)
    const confirmed = await send(buyer, 'POST', `/api/bookings/${mine}/confirm-handover`)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ payment: 'paid', status: 'completed' })
    expect(confirmed.json().actions).toEqual(['review'])
    expect(Date.parse(confirmed.json().paidAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(await carStatus(t.db, car.id)).toBe('Sold')
    // The other buyer's test drive is called off by the test drives' sweep (run now).
    const jobs = await jobSender(t.database, 'bookings.timers')
    await jobs.send()
    await expect.poll(async () => (await booking(theirs, buyer2)).status).toBe('cancelled')
    await jobs.stop()
    expect(await kindsFor(buyer2, 'Escrow Civic')).toContain('booking.cancelled')

    // The payout job sends the seller the price less the 5 % fee.
    await expect
      .poll(async () => (await send(seller, 'GET', '/api/seller/money')).json())
      .toMatchObject({ held: 0, toPayOut: 0, paidOut: 19_000, fees: 1_000 })
    const [sale] = (await send(seller, 'GET', '/api/seller/money')).json().items
    expect(sale).toMatchObject({
      booking_id: mine,
      car: { _id: car.id, carName: 'Escrow Civic' },
      amount: 20_000,
      fee: 1_000,
      net: 19_000,
      payment: 'paid',
      payout: 'paid',
    })
    expect(await kindsFor(buyer, 'Escrow Civic')).toEqual(
      expect.arrayContaining(['payment.held', 'handover.requested', 'payment.captured']),
    )
    expect(await kindsFor(seller, 'Escrow Civic')).toEqual(
      expect.arrayContaining(['payment.held', 'payment.captured', 'payout.sent']),
    )
    expect((await send(admin, 'GET', '/api/admin/money')).json()).toMatchObject({
      held: 0,
      captured: 20_000,
      fees: 1_000,
      paidOut: 19_000,
      refunded: 0,
      balanced: true,
    })
  })

  it('lets the buyer pay up to BUY_WITHIN after a completed test drive, and not after', async () => {
    const car = await newCar('After Drive')
    const id = await book(car.id)
    await t.db.execute(
      sql`update bookings set status = 'completed', awaiting = null, answer_by = null, closed_at = now() - interval '8 days' where id = ${id}`,
    )
    const late = await send(buyer, 'POST', `/api/bookings/${id}/payment`)
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('The time to buy after this test drive is over')
    await t.db.execute(
      sql`update bookings set closed_at = now() - interval '6 days' where id = ${id}`,
    )
    expect((await booking(id)).actions).toContain('pay')
    expect((await holdPayment(t.app, id, buyer.token)).statusCode).toBe(200)
    expect((await booking(id)).payment).toBe('held')
  })
})

describe('cancelling while the money is held', () => {
  it('releases it whoever cancels, and the car is for sale again', async () => {
    for (const [who, reason] of [
      [buyer, undefined],
      [seller, 'The car failed its inspection'],
    ] as const) {
      const car = await newCar('Cancel Held')
      const id = await book(car.id)
      await holdPayment(t.app, id, buyer.token)
      if (who === seller) {
        const silent = await send(seller, 'POST', `/api/bookings/${id}/cancel`, {})
        expect(silent.statusCode).toBe(400)
      }
      const res = await send(who, 'POST', `/api/bookings/${id}/cancel`, reason ? { reason } : {})
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        status: 'cancelled',
        payment: 'released',
        heldUntil: null,
      })
      expect(await carStatus(t.db, car.id)).toBe('Active')
    }
    expect(await kindsFor(buyer, 'Cancel Held')).toContain('payment.released')
  })

  it('is refused to the buyer once the seller has handed the car over', async () => {
    const car = await newCar()
    const id = await book(car.id)
    await holdPayment(t.app, id, buyer.token)
    await send(seller, 'POST', `/api/bookings/${id}/handover`)
    const res = await send(buyer, 'POST', `/api/bookings/${id}/cancel`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'The seller says you have the car: confirm it, or tell us what is wrong',
    )
    // What the buyer can do: object, and the money stays held for the admin.
    const noReason = await send(buyer, 'POST', `/api/bookings/${id}/object`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    const objected = await send(buyer, 'POST', `/api/bookings/${id}/object`, {
      reason: 'The spare key is missing',
    })
    expect(objected.json()).toMatchObject({
      payment: 'held',
      handover: { objection: 'The spare key is missing' },
    })
    expect(objected.json().actions).toContain('confirm_handover')
    expect(objected.json().actions).not.toContain('object')
    const money = (await send(admin, 'GET', '/api/admin/money')).json()
    expect(money.held_payments).toContainEqual(
      expect.objectContaining({ booking_id: id, objection: 'The spare key is missing' }),
    )
    expect(await kindsFor(seller, 'Money Car')).toContain('handover.objected')
    // It is a case in the admin's queue too.
    const queue = (await send(admin, 'GET', '/api/admin/reports?status=open')).json()
    expect(queue).toContainEqual(
      expect.objectContaining({
        targetType: 'booking',
        targetId: id,
        details: 'The spare key is missing',
        target: expect.objectContaining({ title: 'Handover of the Money Car' }),
      }),
    )
  })
})

describe('the race for a car', () => {
  it('lets exactly one of five buyers paying at once hold it; the others are refused and hold nothing', async () => {
    const car = await newCar('Race Car')
    const racers: Who[] = []
    for (let i = 0; i < 5; i++) {
      await signUp(t.app, { email: `mn-racer${i}@example.com`, role: 'buyer' })
      await t.db.execute(sql`update users set email_verified = true`)
      racers.push(await logIn(t.app, `mn-racer${i}@example.com`, 'secret123'))
    }
    const ids = await Promise.all(racers.map((r) => book(car.id, r)))
    const secrets = await Promise.all(
      racers.map(
        async (r, i) =>
          (await send(r, 'POST', `/api/bookings/${ids[i]}/payment`)).json().clientSecret,
      ),
    )
    const results = await Promise.all(
      racers.map((r, i) =>
        send(r, 'POST', '/api/payments/sandbox/confirm', {
          clientSecret: secrets[i],
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    const held = await t.db.execute(
      sql`select count(*)::int as n from bookings where car_id = ${car.id} and payment = 'held'`,
    )
    expect((held as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1)
    expect(await carStatus(t.db, car.id)).toBe('Booked')
  })
})

describe('the admin', () => {
  it('releases, captures and refunds with a note, each in the audit log', async () => {
    const car = await newCar('Admin Car')
    const id = await book(car.id)
    await holdPayment(t.app, id, buyer.token)
    const url = (move: string) => `/api/admin/bookings/${id}/${move}`
    expect((await send(seller, 'POST', url('release'), { note: 'x' })).statusCode).toBe(403)
    expect((await send(admin, 'POST', url('release'), {})).statusCode).toBe(400)
    expect((await send(admin, 'POST', url('refund'), { note: 'early' })).statusCode).toBe(409)
    const captured = await send(admin, 'POST', url('capture'), { note: 'Buyer confirmed by phone' })
    expect(captured.json()).toMatchObject({ payment: 'paid' })
    expect((await send(admin, 'POST', url('release'), { note: 'late' })).statusCode).toBe(409)
    const { taken_payments } = (await send(admin, 'GET', '/api/admin/money')).json()
    expect(taken_payments[0]).toMatchObject({ booking_id: id, amount: 20_000, refunded: 0 })

    const tooMuch = await send(admin, 'POST', url('refund'), { amount: 20_001, note: 'x' })
    expect(tooMuch.statusCode).toBe(400)
    const part = await send(admin, 'POST', url('refund'), { amount: 2_000, note: 'Scratches' })
    expect(part.json()).toMatchObject({ payment: 'paid', refundedAmount: 2_000 })
    // The payout goes out for what is left, less the fee.
    await expect
      .poll(async () => (await send(seller, 'GET', '/api/seller/money')).json().items[0])
      .toMatchObject({ booking_id: id, amount: 18_000, fee: 1_000, net: 17_000, payout: 'paid' })
    // The rest, after the payout: the seller's share is clawed back, the fee returned.
    const rest = await send(admin, 'POST', url('refund'), { note: 'Returned the car' })
    expect(rest.json()).toMatchObject({ payment: 'refunded', refundedAmount: 20_000 })
    expect((await send(seller, 'GET', '/api/seller/money')).json().items[0]).toMatchObject({
      amount: 0,
      fee: 0,
      net: 0,
      payment: 'refunded',
    })
    const audit = await t.db
      .select({ action: auditLog.action, note: auditLog.note })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
    expect(audit.map((a) => a.action).sort()).toEqual([
      'payment.capture',
      'payment.refund',
      'payment.refund',
    ])
    expect(await kindsFor(buyer, 'Admin Car')).toContain('payment.refunded')
  })
})

describe('taking a car off the marketplace', () => {
  it('releases the money held for a hidden listing and cancels its test drives, telling the buyers', async () => {
    const car = await newCar('Hidden Held')
    const held = await book(car.id)
    const asked = await book(car.id, buyer2)
    await holdPayment(t.app, held, buyer.token)
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/cars/${car.id}`,
      payload: { hidden: true, note: 'Checking the VIN' },
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(hide.statusCode).toBe(200)
    expect(await booking(held)).toMatchObject({ status: 'cancelled', payment: 'released' })
    expect(await booking(asked, buyer2)).toMatchObject({ status: 'cancelled' })
    expect(await carStatus(t.db, car.id)).toBe('Hidden')
    expect(await kindsFor(buyer, 'Hidden Held')).toEqual(
      expect.arrayContaining(['payment.released', 'booking.cancelled']),
    )
    expect(await kindsFor(buyer2, 'Hidden Held')).toContain('booking.cancelled')
  })

  it('does the same for every car of a suspended seller', async () => {
    await signUp(t.app, { email: 'mn-scam@example.com', role: 'seller' })
    const scam = await logIn(t.app, 'mn-scam@example.com', 'secret123')
    const car = await buildCar(t.db, { sellerId: scam.user._id, categoryId: category })
    const id = await book(car.id)
    await holdPayment(t.app, id, buyer.token)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${scam.user._id}/suspend`,
      payload: { note: 'Stolen photos' },
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(await booking(id)).toMatchObject({ status: 'cancelled', payment: 'released' })
    expect(await carStatus(t.db, car.id)).toBe('Hidden')
    const pay = await send(buyer, 'POST', `/api/bookings/${id}/payment`)
    expect(pay.statusCode).toBe(409)
  })
})
