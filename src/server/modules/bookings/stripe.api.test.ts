import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/app'
import { buildCar, buildCategory } from '../../test/builders'
import { logIn, signUp } from '../../test/sessions'

const webhookSecret = 'whsec_test_local_secret'
const requests: { path: string; body: URLSearchParams; idempotencyKey?: string }[] = []
let fakeStripe: http.Server
let t: Awaited<ReturnType<typeof testApp>>
let buyer: string

// Answers like Stripe's API for the one call we make (create a PaymentIntent).
function startFakeStripe() {
  fakeStripe = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = new URLSearchParams(raw)
      requests.push({
        path: req.url!,
        body,
        idempotencyKey: req.headers['idempotency-key'] as string,
      })
      const id = `pi_local_${requests.length}`
      res.writeHead(200, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      })
      res.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency'),
          client_secret: `${id}_secret_local`,
          status: 'requires_payment_method',
          metadata: { bookingId: body.get('metadata[bookingId]') },
        }),
      )
    })
  })
  return new Promise<string>((resolve) =>
    fakeStripe.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`),
    ),
  )
}

beforeAll(async () => {
  const apiBase = await startFakeStripe()
  t = await testApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: apiBase,
    },
  })
  await signUp(t.app, { email: 'st-buyer@example.com', role: 'buyer' })
  const seller = await signUp(t.app, { email: 'st-seller@example.com', role: 'seller' })
  buyer = (await logIn(t.app, 'st-buyer@example.com', 'secret123')).token
  const category = (await buildCategory(t.db)).categoryId
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    resalePriceCents: 2_345_600,
  })
  carId = car.id
})
afterAll(async () => {
  await t?.close()
  await new Promise((r) => fakeStripe.close(r))
})
let carId: string

const stripe = new Stripe('sk_test_unused')
function signedEvent(intentId: string, type = 'payment_intent.succeeded') {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  })
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
  return { payload, signature }
}
const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  })

describe('Stripe payments', () => {
  it('creates the intent for the booking’s own amount, then a signed webhook marks it paid once', async () => {
    const headers = { authorization: `Bearer ${buyer}` }
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: { car_id: carId, phone: '555 0100 200', meeting_location: 'Dealer lot' },
    })
    const bookingId = booked.json().insertedId
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payment`,
      headers,
    })
    expect(start.json()).toEqual({
      provider: 'stripe',
      clientSecret: 'pi_local_1_secret_local',
      amount: 23456,
      currency: 'usd',
      publishableKey: 'pk_test_local',
    })
    expect(requests[0]!.path).toBe('/v1/payment_intents')
    expect(requests[0]!.body.get('amount')).toBe('2345600')
    expect(requests[0]!.body.get('metadata[bookingId]')).toBe(bookingId)
    expect(requests[0]!.idempotencyKey).toBe(`booking-${bookingId}`)

    // The sandbox confirm endpoint is off with Stripe.
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers,
      payload: {
        clientSecret: 'pi_local_1_secret_local',
        card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
      },
    })
    expect(sandbox.statusCode).toBe(404)

    const forged = signedEvent('pi_local_1')
    expect(
      (await webhook(forged.payload.replace('succeeded', 'succeeded '), forged.signature))
        .statusCode,
    ).toBe(400)
    expect((await webhook(forged.payload, 't=1,v1=deadbeef')).statusCode).toBe(400)
    expect((await webhook(forged.payload, '')).statusCode).toBe(400)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers })).json()
        .payment,
    ).toBe('pending')

    const { payload, signature } = signedEvent('pi_local_1')
    expect((await webhook(payload, signature)).json()).toEqual({ received: true })
    expect((await webhook(payload, signature)).statusCode).toBe(200)
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers })
    ).json()
    expect(booking.payment).toBe('paid')
    const car = (
      await t.app.inject({ method: 'GET', url: `/api/featured-cars/${carId}`, headers })
    ).json()
    expect(car.status).toBe('Sold')
  })
})
