import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { logIn, signedInAdmin, signUp } from '../../../../tests/support/server/sessions'
import { startStripeServer, type LocalEvent } from '../../../../tests/support/server/stripe-server'
import type { StripeServer } from '../../../../tests/support/server/stripe-server'

/**
 * The money through Stripe's protocol, against a local server that speaks it
 * (test/stripe-server.ts): Connect onboarding, a manual-capture PaymentIntent authorised,
 * captured at the handover, refunded in part; the seller's transfer; a cancelled hold; the
 * race for a car; signed webhooks, forged and repeated ones. Every write carries our key.
 */
const webhookSecret = 'whsec_test_local_secret'
let stripe: StripeServer
let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string } }
let buyer: Who, buyer2: Who, seller: Who, admin: Who
let category: string

beforeAll(async () => {
  stripe = await startStripeServer({ webhookSecret })
  t = await testApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
      JOB_POLL_INTERVAL: '500ms',
    },
  })
  category = (await buildCategory(t.db)).categoryId
  for (const [email, role] of [
    ['st-buyer@example.com', 'buyer'],
    ['st-buyer2@example.com', 'buyer'],
    ['st-seller@example.com', 'seller'],
  ] as const) {
    await signUp(t.app, { email, role })
  }
  await t.db.execute(sql`update users set email_verified = true`)
  buyer = await logIn(t.app, 'st-buyer@example.com', 'secret123')
  buyer2 = await logIn(t.app, 'st-buyer2@example.com', 'secret123')
  seller = await logIn(t.app, 'st-seller@example.com', 'secret123')
  admin = await signedInAdmin(t, 'st-admin@example.com')
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})
afterEach(async () => {
  expect(await brokenBesidesBuilderPhotos(t.db)).toEqual({})
})

const send = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  })
const deliver = async (event: LocalEvent) => {
  const { payload, signature } = stripe.signed(event)
  const res = await webhook(payload, signature)
  expect(res.json()).toEqual({ received: true })
}
const book = async (who: Who) => {
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    resalePriceCents: 2_345_600,
  })
  const res = await send(who, 'POST', '/api/bookings', {
    car_id: car.id,
    phone: '555 0100 200',
    meeting_location: 'Dealer lot',
  })
  return { carId: car.id, id: res.json().insertedId as string }
}
const booking = async (id: string, who: Who = buyer) =>
  (await send(who, 'GET', `/api/bookings/${id}`)).json()
/** The intent the app made for the booking, authorised by the buyer's card in Stripe.js. */
const authorised = async (id: string, who: Who = buyer) => {
  const start = await send(who, 'POST', `/api/bookings/${id}/payment`)
  expect(start.statusCode).toBe(200)
  const intentId = start.json().clientSecret.split('_secret_')[0] as string
  return { intentId, event: stripe.authorize(intentId) }
}
/** The requests the app sent to a path, with the idempotency key it chose. */
const sent = (method: string, path: RegExp) =>
  stripe.requests.filter((r) => r.method === method && path.test(r.path))

describe('Stripe', () => {
  it('refuses Pay until the seller can be paid, then onboards them with a Connect account link', async () => {
    expect((await send(seller, 'GET', '/api/seller/payouts')).json()).toEqual({
      ready: false,
      provider: 'stripe',
    })
    const { id } = await book(buyer)
    const refused = await send(buyer, 'POST', `/api/bookings/${id}/payment`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('The seller cannot take payments yet; send them a message')

    const link = (await send(seller, 'POST', '/api/seller/payouts/onboarding')).json()
    const accountId = /\/onboard\/(acct_\w+)$/.exec(link.url)![1]!
    expect(stripe.accounts.get(accountId)).toMatchObject({ type: 'express' })
    expect(sent('POST', /^\/v1\/accounts$/)[0]!.idempotencyKey).toBe(`account-${seller.user._id}`)
    await deliver(stripe.completeOnboarding(accountId))
    expect((await send(seller, 'GET', '/api/seller/payouts')).json().ready).toBe(true)
  })

  it('holds on authorisation, captures at the handover, transfers the payout once, and refunds', async () => {
    const { id } = await book(buyer)
    const { intentId, event } = await authorised(id)
    const created = stripe.intents.get(intentId)!
    expect(created).toMatchObject({ amount: 2_345_600, capture_method: 'manual' })
    expect(sent('POST', /^\/v1\/payment_intents$/).at(-1)!.idempotencyKey).toBe(
      `intent-${id}-2345600`,
    )
    // The sandbox's confirm endpoint is off with Stripe.
    const sandbox = await send(buyer, 'POST', '/api/payments/sandbox/confirm', {
      clientSecret: `${intentId}_secret_x`,
      card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
    })
    expect(sandbox.statusCode).toBe(404)

    // Forged or altered events change nothing; a true one holds the money, twice or not.
    const { payload, signature } = stripe.signed(event)
    expect((await webhook(payload.replace('amount', 'amount '), signature)).statusCode).toBe(400)
    expect((await webhook(payload, 't=1,v1=deadbeef')).statusCode).toBe(400)
    expect((await booking(id)).payment).toBe('pending')
    // Delivered twice at once (Stripe retries): held once, and its authorisation kept.
    await Promise.all([deliver(event), deliver(event)])
    await deliver(event)
    expect((await booking(id)).payment).toBe('held')
    expect(stripe.intents.get(intentId)!.status).toBe('requires_capture')
    const holds = await t.db.execute(
      sql`select count(*)::int as n from ledger_entries where booking_id = ${id}`,
    )
    expect((holds as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2)

    await send(seller, 'POST', `/api/bookings/${id}/handover`)
    const paid = await send(buyer, 'POST', `/api/bookings/${id}/confirm-handover`)
    expect(paid.json().payment).toBe('paid')
    expect(stripe.intents.get(intentId)!.status).toBe('succeeded')
    expect(sent('POST', new RegExp(`/${intentId}/capture$`))[0]!.idempotencyKey).toBe(
      `capture-${id}`,
    )
    // The payout job's transfer reaches Stripe before its ledger entry commits: wait for the entry.
    await expect
      .poll(async () => (await send(seller, 'GET', '/api/seller/money')).json().paidOut)
      .toBe(23_456)
    const transfers = [...stripe.transfers.values()].filter((tr) => tr.metadata.bookingId === id)
    expect(transfers).toHaveLength(1)
    expect(transfers[0]).toMatchObject({ amount: 2_345_600, transfer_group: `booking-${id}` })
    expect(sent('POST', /^\/v1\/transfers$/).at(-1)!.idempotencyKey).toBe(`payout-${id}`)

    // A part refund by the admin; Stripe's charge.refunded that follows changes nothing more.
    const refund = await send(admin, 'POST', `/api/admin/bookings/${id}/refund`, {
      amount: 456,
      note: 'Missing floor mats',
    })
    expect(refund.json()).toMatchObject({ payment: 'paid', refundedAmount: 456 })
    const charge = stripe.charges.get(stripe.intents.get(intentId)!.latest_charge!)!
    expect(charge.amount_refunded).toBe(45_600)
    const refunded: LocalEvent = {
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: structuredClone(charge) },
    }
    await deliver(refunded)
    await deliver(refunded)
    expect((await booking(id)).refundedAmount).toBe(456)
  })

  it('voids the authorisation when a held sale is cancelled, or when Stripe cancels it', async () => {
    const first = await book(buyer)
    const a = await authorised(first.id)
    await deliver(a.event)
    const cancelled = await send(buyer, 'POST', `/api/bookings/${first.id}/cancel`)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment: 'released' })
    expect(stripe.intents.get(a.intentId)!.status).toBe('canceled')

    const second = await book(buyer)
    const b = await authorised(second.id)
    await deliver(b.event)
    const voided: LocalEvent = {
      id: 'evt_canceled_1',
      object: 'event',
      type: 'payment_intent.canceled',
      data: { object: { ...structuredClone(stripe.intents.get(b.intentId)!), status: 'canceled' } },
    }
    await deliver(voided)
    expect((await booking(second.id)).payment).toBe('released')
  })

  it('holds one of two authorised buyers for a car and voids the other at Stripe', async () => {
    const { id, carId } = await book(buyer)
    const other = await send(buyer2, 'POST', '/api/bookings', {
      car_id: carId,
      phone: '555 0100 201',
      meeting_location: 'Dealer lot',
    })
    const otherId = other.json().insertedId as string
    const mine = await authorised(id)
    const theirs = await authorised(otherId, buyer2)
    await Promise.all([deliver(mine.event), deliver(theirs.event)])
    const states = [(await booking(id)).payment, (await booking(otherId, buyer2)).payment]
    expect([...states].sort()).toEqual(['held', 'pending'])
    const loser = states[0] === 'held' ? theirs : mine
    const winner = loser === mine ? theirs : mine
    expect(stripe.intents.get(loser.intentId)!.status).toBe('canceled')
    expect(stripe.intents.get(winner.intentId)!.status).toBe('requires_capture')
  })
})
