import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type Stripe from 'stripe'
import type { Db } from '../../db/client'
import { paymentEvents } from '../../db/schema'
import { accountReady, type StripeProvider } from '../../payments/stripe'
import type { PayoutsService } from './payouts'
import type { MoneyService } from './service'

/**
 * POST /api/payments/stripe/webhook: a signed event from Stripe; the raw body is what is
 * signed. Each event is handled once: its id is stored after its effect, and every effect is
 * a conditional change, so a repeat (Stripe retries, two deliveries at once) changes nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  db: Db
  stripe: StripeProvider
  money: MoneyService
  payouts: PayoutsService
}> = async (app, { db, stripe, money, payouts }) => {
  // In this plugin only, keep JSON bodies as bytes for the signature check.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  )

  async function handle(event: Stripe.Event) {
    switch (event.type) {
      case 'payment_intent.amount_capturable_updated': {
        const outcome = await money.heldByIntent(event.data.object.id)
        return outcome
      }
      case 'payment_intent.canceled':
        await money.voidedByIntent(event.data.object.id)
        return 'released'
      case 'charge.refunded': {
        const charge = event.data.object
        const intent =
          typeof charge.payment_intent === 'string'
            ? charge.payment_intent
            : charge.payment_intent?.id
        if (intent) await money.refundedByIntent(intent, charge.amount_refunded)
        return 'refunded'
      }
      case 'account.updated':
        await payouts.accountUpdated(event.data.object.id, accountReady(event.data.object))
        return 'account'
      default:
        return 'ignored'
    }
  }

  app.post('/payments/stripe/webhook', { schema: { tags: ['money'] } }, async (req, reply) => {
    const signature = req.headers['stripe-signature']
    let event
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('unsigned')
      event = stripe.verifyWebhook(req.body, signature)
    } catch {
      return reply.code(400).send({ message: 'Invalid Stripe signature' })
    }
    const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))
    if (seen) return { received: true }
    const outcome = await handle(event)
    if (outcome === 'voided') {
      req.log.warn(
        { intent: (event.data.object as { id: string }).id },
        'a payment lost the race for its car; its authorisation was voided',
      )
    }
    await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
    return { received: true }
  })
}
