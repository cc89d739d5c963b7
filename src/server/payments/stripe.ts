import { createRequire } from 'node:module'
import type Stripe from 'stripe'
import type { PaymentProvider } from './provider'

// Loaded only when Stripe is the payment provider: the package takes about 0.3 s to load,
// which every start with the sandbox provider would pay for nothing.
const require = createRequire(import.meta.url)
const loadStripe = () => {
  const mod = require('stripe') as typeof Stripe & { default?: typeof Stripe }
  return mod.default ?? mod
}

export interface StripeConfig {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Another API address (tests answer like Stripe on 127.0.0.1); Stripe's own by default. */
  apiBase?: string
}

/**
 * Stripe: PaymentIntents with manual capture (the browser authorises with Stripe Elements,
 * Stripe tells us by webhook), refunds, and Connect Express accounts paid by transfers.
 */
export function stripeProvider(config: StripeConfig) {
  const base = config.apiBase ? new URL(config.apiBase) : undefined
  const StripeClient = loadStripe()
  const stripe = new StripeClient(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: base.port || undefined,
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  })

  /** Capturing a captured intent or voiding a voided one is what was asked: not an error. */
  async function already(intentId: string, status: Stripe.PaymentIntent.Status, err: unknown) {
    if ((err as { code?: string }).code !== 'payment_intent_unexpected_state') throw err
    const intent = await stripe.paymentIntents.retrieve(intentId)
    if (intent.status !== status) throw err
  }

  const provider: PaymentProvider & {
    verifyWebhook(raw: Buffer, signature: string): Stripe.Event
  } = {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createIntent({ amountCents, currency, bookingId }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          capture_method: 'manual',
          metadata: { bookingId },
          transfer_group: `booking-${bookingId}`,
          automatic_payment_methods: { enabled: true },
        },
        // A retried request for the same booking gets the same intent, not a second one.
        { idempotencyKey: `intent-${bookingId}-${amountCents}` },
      )
      if (!intent.client_secret)
        throw new Error('Stripe returned a payment intent without a client secret')
      return { intentId: intent.id, clientSecret: intent.client_secret }
    },
    async capture(intentId, key) {
      await stripe.paymentIntents
        .capture(intentId, {}, { idempotencyKey: key })
        .catch((err: unknown) => already(intentId, 'succeeded', err))
    },
    async cancel(intentId, key) {
      await stripe.paymentIntents
        .cancel(intentId, {}, { idempotencyKey: key })
        .catch((err: unknown) => already(intentId, 'canceled', err))
    },
    async refund(intentId, amountCents, key) {
      await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents },
        { idempotencyKey: key },
      )
    },
    async transfer({ amountCents, currency, accountId, bookingId }, key) {
      const transfer = await stripe.transfers.create(
        {
          amount: amountCents,
          currency,
          destination: accountId,
          transfer_group: `booking-${bookingId}`,
          metadata: { bookingId },
        },
        { idempotencyKey: key },
      )
      return { transferId: transfer.id }
    },
    async createPayoutAccount({ sellerId, email }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          capabilities: { transfers: { requested: true } },
          metadata: { sellerId },
        },
        { idempotencyKey: `account-${sellerId}` },
      )
      return { accountId: account.id, ready: accountReady(account) }
    },
    async onboardingLink(accountId, returnUrl) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: returnUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      })
      return link.url
    },
    /** Throws when the signature does not match the raw body (a forged or altered event). */
    verifyWebhook(raw, signature) {
      return stripe.webhooks.constructEvent(raw, signature, config.webhookSecret)
    },
  }
  return provider
}
export type StripeProvider = ReturnType<typeof stripeProvider>

/** A connected account can be paid once Stripe has activated its transfers. */
export const accountReady = (account: Stripe.Account) =>
  account.capabilities?.transfers === 'active' && account.payouts_enabled === true
