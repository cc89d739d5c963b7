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

/** Stripe PaymentIntents; the browser confirms with Stripe Elements, Stripe tells us by webhook. */
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
          metadata: { bookingId },
          automatic_payment_methods: { enabled: true },
        },
        // A retried request for the same booking gets the same intent, not a second charge.
        { idempotencyKey: `booking-${bookingId}` },
      )
      if (!intent.client_secret)
        throw new Error('Stripe returned a payment intent without a client secret')
      return { intentId: intent.id, clientSecret: intent.client_secret }
    },
    /** Throws when the signature does not match the raw body (a forged or altered event). */
    verifyWebhook(raw, signature) {
      return stripe.webhooks.constructEvent(raw, signature, config.webhookSecret)
    },
  }
  return provider
}
export type StripeProvider = ReturnType<typeof stripeProvider>
