import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStripeServer, type StripeServer } from './stripe-server'

// Driven through the official client, as the app drives Stripe: what it sends and reads back is
// what the app will send and read.
const webhookSecret = 'whsec_test_local'
let server: StripeServer
let stripe: Stripe

beforeAll(async () => {
  server = await startStripeServer({ webhookSecret })
  const port = new URL(server.url).port
  stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port, protocol: 'http' })
})
afterAll(() => server?.close())

/** The Stripe error a request was refused with (fails the test if it was not refused). */
async function refusal(request: Promise<unknown>) {
  const outcome = await request.then(
    () => new Error('Stripe accepted the request'),
    (error: unknown) => error,
  )
  expect(outcome).toBeInstanceOf(Stripe.errors.StripeError)
  return outcome as Stripe.errors.StripeError
}

function holdIntent(bookingId: string, idempotencyKey?: string) {
  const params: Stripe.PaymentIntentCreateParams = {
    amount: 250_000,
    currency: 'usd',
    capture_method: 'manual',
    metadata: { bookingId },
    automatic_payment_methods: { enabled: true },
    transfer_group: `booking-${bookingId}`,
  }
  return stripe.paymentIntents.create(params, idempotencyKey ? { idempotencyKey } : undefined)
}

/** An intent held on the card and then captured: 2,000.00 of 2,500.00 received. */
async function paidIntent(bookingId: string) {
  const intent = await holdIntent(bookingId)
  server.authorize(intent.id)
  return stripe.paymentIntents.capture(intent.id, { amount_to_capture: 200_000 })
}

describe('payment intents', () => {
  it('creates a manual-capture intent from a form-encoded request', async () => {
    const intent = await holdIntent('b1')
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 250_000,
      currency: 'usd',
      status: 'requires_payment_method',
      capture_method: 'manual',
      metadata: { bookingId: 'b1' },
      transfer_group: 'booking-b1',
      amount_capturable: 0,
      amount_received: 0,
      latest_charge: null,
    })
    expect(intent.id).toMatch(/^pi_/)
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`))
    expect(intent.lastResponse.requestId).toMatch(/^req_/)
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      body: { 'metadata[bookingId]': 'b1', 'automatic_payment_methods[enabled]': 'true' },
    })
    expect(server.intents.get(intent.id)?.status).toBe('requires_payment_method')
  })

  it('replays the first answer to a repeated idempotency key and changes nothing', async () => {
    const first = await holdIntent('b2', 'booking-b2')
    const count = server.intents.size
    const again = await holdIntent('b2', 'booking-b2')
    expect(again.id).toBe(first.id)
    expect(again.client_secret).toBe(first.client_secret)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect(server.intents.size).toBe(count)

    const reused = stripe.paymentIntents.create(
      { amount: 1, currency: 'usd' },
      { idempotencyKey: 'booking-b2' },
    )
    expect((await refusal(reused)).type).toBe('StripeIdempotencyError')
    expect(server.intents.size).toBe(count)

    // A refusal is replayed too, even once the capture would now succeed.
    const capture = () => stripe.paymentIntents.capture(first.id, {}, { idempotencyKey: 'cap-b2' })
    expect((await refusal(capture())).code).toBe('payment_intent_unexpected_state')
    server.authorize(first.id)
    expect((await refusal(capture())).code).toBe('payment_intent_unexpected_state')
    expect(server.intents.get(first.id)?.status).toBe('requires_capture')
  })

  it('holds the card on authorize, then captures part of the hold into a charge', async () => {
    const intent = await holdIntent('b3')
    const event = server.authorize(intent.id)
    expect(event.type).toBe('payment_intent.amount_capturable_updated')
    expect(event.data.object).toMatchObject({ id: intent.id, status: 'requires_capture' })
    const held = await stripe.paymentIntents.retrieve(intent.id)
    expect(held).toMatchObject({ status: 'requires_capture', amount_capturable: 250_000 })

    const tooMuch = stripe.paymentIntents.capture(intent.id, { amount_to_capture: 250_001 })
    expect((await refusal(tooMuch)).statusCode).toBe(400)
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 200_000 })
    expect(captured).toMatchObject({
      status: 'succeeded',
      amount_received: 200_000,
      amount_capturable: 0,
    })
    expect(captured.latest_charge).toMatch(/^ch_/)
    const charge = await stripe.charges.retrieve(captured.latest_charge as string)
    expect(charge).toMatchObject({ captured: true, amount_captured: 200_000, amount_refunded: 0 })

    const twice = await refusal(stripe.paymentIntents.capture(intent.id))
    expect(twice).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' })
    expect(server.intents.get(intent.id)?.amount_received).toBe(200_000)
  })

  it('keeps a declined intent waiting for another payment method', async () => {
    const intent = await holdIntent('b4')
    const event = server.authorize(intent.id, { decline: true })
    expect(event.type).toBe('payment_intent.payment_failed')
    const declined = await stripe.paymentIntents.retrieve(intent.id)
    expect(declined.status).toBe('requires_payment_method')
    expect(declined.last_payment_error?.code).toBe('card_declined')
    expect(declined.latest_charge).toBeNull()
    expect((await refusal(stripe.paymentIntents.capture(intent.id))).code).toBe(
      'payment_intent_unexpected_state',
    )
    // The buyer tries another card.
    expect(server.authorize(intent.id).type).toBe('payment_intent.amount_capturable_updated')
    expect((await stripe.paymentIntents.retrieve(intent.id)).last_payment_error).toBeNull()
  })

  it('cancels a hold, then refuses to capture it; refuses to cancel a paid intent', async () => {
    const intent = await holdIntent('b5')
    server.authorize(intent.id)
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'abandoned',
    })
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
      amount_capturable: 0,
    })
    const capture = await refusal(stripe.paymentIntents.capture(intent.id))
    expect(capture).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' })

    const paid = await paidIntent('b6')
    const cancel = await refusal(stripe.paymentIntents.cancel(paid.id))
    expect(cancel).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' })
    expect(server.intents.get(paid.id)?.status).toBe('succeeded')
  })

  it('answers an unknown id with 404, an unknown or missing parameter with 400', async () => {
    const missing = await refusal(stripe.paymentIntents.retrieve('pi_missing'))
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' })
    expect(missing.type).toBe('StripeInvalidRequestError')
    expect(missing.requestId).toMatch(/^req_/)

    const misspelt = { amount: 100, currency: 'usd', capture_methd: 'manual' }
    const unknown = await refusal(stripe.paymentIntents.create(misspelt as never))
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown' })
    expect(unknown.param).toBe('capture_methd')
    const noAmount = await refusal(stripe.paymentIntents.create({ currency: 'usd' } as never))
    expect(noAmount).toMatchObject({ code: 'parameter_missing', param: 'amount' })

    const anonymous = await fetch(`${server.url}/v1/payment_intents/pi_missing`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('request-id')).toMatch(/^req_/)
  })
})

describe('refunds', () => {
  it('refunds part, then the rest of what was received, and never more', async () => {
    const paid = await paidIntent('r1')
    const charge = () => server.charges.get(paid.latest_charge as string)!

    const part = await stripe.refunds.create({ payment_intent: paid.id, amount: 50_000 })
    expect(part).toMatchObject({ object: 'refund', amount: 50_000, status: 'succeeded' })
    expect(part.id).toMatch(/^re_/)
    expect(charge()).toMatchObject({ amount_refunded: 50_000, refunded: false })

    const tooMuch = stripe.refunds.create({ payment_intent: paid.id, amount: 150_001 })
    expect(await refusal(tooMuch)).toMatchObject({ statusCode: 400 })
    expect(charge().amount_refunded).toBe(50_000)

    // No amount: all that is left of the 2,000.00 received (not of the 2,500.00 held).
    const rest = await stripe.refunds.create({ payment_intent: paid.id })
    expect(rest.amount).toBe(150_000)
    expect(charge()).toMatchObject({ amount_refunded: 200_000, refunded: true })
    const again = await refusal(stripe.refunds.create({ payment_intent: paid.id, amount: 1 }))
    expect(again.statusCode).toBe(400)
    expect(server.refunds.get(rest.id)?.amount).toBe(150_000)
  })

  it('refuses to refund an intent that was not paid', async () => {
    const held = await holdIntent('r2')
    server.authorize(held.id)
    const count = server.refunds.size
    const refused = await refusal(stripe.refunds.create({ payment_intent: held.id }))
    expect(refused).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' })
    expect(server.refunds.size).toBe(count)
  })
})

describe('connected accounts and transfers', () => {
  const transfer = (destination: string) =>
    stripe.transfers.create({
      amount: 180_000,
      currency: 'usd',
      destination,
      transfer_group: 'booking-t1',
      metadata: { bookingId: 't1' },
    })
  const expressAccount = (email: string) =>
    stripe.accounts.create({
      type: 'express',
      email,
      capabilities: { transfers: { requested: true } },
      metadata: { userId: email },
    })
  const onboardingLink = (account: string) =>
    stripe.accountLinks.create({
      account,
      refresh_url: 'http://app.test/refresh',
      return_url: 'http://app.test/seller/payouts',
      type: 'account_onboarding',
    })

  it('pays a seller only once their account has finished onboarding', async () => {
    const nowhere = await refusal(transfer('acct_missing'))
    expect(nowhere).toMatchObject({ statusCode: 400, code: 'resource_missing' })

    const account = await expressAccount('seller@example.com')
    expect(account.id).toMatch(/^acct_/)
    expect(account).toMatchObject({
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { transfers: 'inactive' },
      metadata: { userId: 'seller@example.com' },
    })
    const early = await refusal(transfer(account.id))
    expect(early).toMatchObject({ statusCode: 400, code: 'insufficient_capabilities_for_transfer' })
    expect(server.transfers.size).toBe(0)

    const link = await onboardingLink(account.id)
    expect(link.object).toBe('account_link')
    expect(link.url).toBe(`${server.url}/onboard/${account.id}`)
    expect(link.expires_at).toBeGreaterThan(Date.now() / 1000)

    const event = server.completeOnboarding(account.id)
    expect(event.type).toBe('account.updated')
    expect(event.data.object).toMatchObject({
      id: account.id,
      capabilities: { transfers: 'active' },
    })
    const ready = await stripe.accounts.retrieve(account.id)
    expect(ready).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    })

    const paid = await transfer(account.id)
    expect(paid.id).toMatch(/^tr_/)
    expect(paid).toMatchObject({
      object: 'transfer',
      amount: 180_000,
      currency: 'usd',
      destination: account.id,
      transfer_group: 'booking-t1',
      metadata: { bookingId: 't1' },
    })
    expect([...server.transfers.keys()]).toEqual([paid.id])
  })

  it('finishes onboarding when the seller follows the link, then returns them', async () => {
    const account = await expressAccount('seller2@example.com')
    const link = await onboardingLink(account.id)
    const visit = await fetch(link.url, { redirect: 'manual' })
    expect(visit.status).toBe(302)
    expect(visit.headers.get('location')).toBe('http://app.test/seller/payouts')
    expect((await stripe.accounts.retrieve(account.id)).capabilities?.transfers).toBe('active')
    expect(server.events.at(-1)?.type).toBe('account.updated')
  })
})

describe('webhooks and the request log', () => {
  it('signs events that verify with the webhook secret and with nothing else', async () => {
    const intent = await holdIntent('w1')
    const { payload, signature } = server.signed(server.authorize(intent.id))
    const event = stripe.webhooks.constructEvent(payload, signature, webhookSecret)
    expect(event.type).toBe('payment_intent.amount_capturable_updated')
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id)
    expect(() => stripe.webhooks.constructEvent(payload, signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
    const altered = payload.replace('requires_capture', 'succeeded')
    expect(() => stripe.webhooks.constructEvent(altered, signature, webhookSecret)).toThrow()
  })

  it('records every request, each POST with its idempotency key', async () => {
    await holdIntent('k1', 'booking-k1')
    expect(server.requests.at(-1)?.idempotencyKey).toBe('booking-k1')
    // stripe-node keys every POST itself (stripe-node-retry-<uuid>) when the caller does not.
    await holdIntent('k2')
    expect(server.requests.at(-1)?.idempotencyKey).toMatch(/^stripe-node-retry-/)
    const posts = server.requests.filter((request) => request.method === 'POST')
    expect(posts.length).toBeGreaterThan(10)
    expect(posts.every((request) => request.idempotencyKey)).toBe(true)
    expect(server.requests.some((request) => request.method === 'GET')).toBe(true)
  })
})
