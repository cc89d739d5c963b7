import type { FastifyPluginAsync } from 'fastify'
import type { StripeProvider } from '../../payments/stripe'
import type { BookingsService } from './service'

/** POST /api/payments/stripe/webhook: a signed event from Stripe; the raw body is what is signed. */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  stripe: StripeProvider
  bookings: BookingsService
}> = async (app, { stripe, bookings }) => {
  // In this plugin only, keep JSON bodies as bytes for the signature check.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  )

  app.post('/payments/stripe/webhook', { schema: { tags: ['bookings'] } }, async (req, reply) => {
    const signature = req.headers['stripe-signature']
    let event
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('unsigned')
      event = stripe.verifyWebhook(req.body, signature)
    } catch {
      return reply.code(400).send({ message: 'Invalid Stripe signature' })
    }
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object.id
      const paid = await bookings.paidByIntent(intent)
      if (paid.outcome === 'ended') {
        req.log.error(
          { booking: paid.bookingId, intent },
          'payment succeeded for a test drive that had ended: refund it in Stripe',
        )
      }
    }
    return { received: true }
  })
}
