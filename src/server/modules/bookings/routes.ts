import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  bookingSchema,
  newBookingSchema,
  paymentStartSchema,
  sandboxConfirmSchema,
} from '../../../shared/bookings'
import { errorSchema } from '../../../shared/errors'
import type { Guards } from '../../auth/guards'
import { sandboxCardError } from '../../payments/sandbox'
import { listWindowSchema } from '../../../shared/lists'
import type { BookingsService } from './service'

const idParams = z.object({ id: z.uuid({ message: 'Booking not found' }) })
const errors = { 402: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema }

/** API.md "Bookings and payment". Name, email and amount come from the session and the car. */
export const bookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService
  guards: Guards
  sandbox: boolean
}> = async (app, { bookings, guards, sandbox }) => {
  app.post(
    '/bookings',
    {
      onRequest: guards.role('buyer'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['bookings'],
        body: newBookingSchema,
        response: {
          201: z.object({
            acknowledged: z.literal(true),
            insertedId: z.string(),
            message: z.string(),
          }),
          403: errorSchema,
          404: errorSchema,
          409: z.object({ acknowledged: z.literal(false), message: z.string() }),
        },
      },
    },
    async (req, reply) => {
      const outcome = await bookings.create(req.body, await guards.user(req))
      if (!outcome.ok) {
        if (outcome.status === 409)
          return reply.code(409).send({ acknowledged: false as const, message: outcome.message })
        return reply.code(outcome.status as 403 | 404).send({ message: outcome.message })
      }
      return reply
        .code(201)
        .send({ acknowledged: true as const, insertedId: outcome.id, message: 'Booking Confirmed' })
    },
  )

  app.get(
    '/bookings',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        querystring: listWindowSchema,
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (req) => bookings.listMine((await guards.user(req)).id, req.query),
  )

  app.get(
    '/seller/bookings',
    {
      onRequest: guards.role('seller'),
      schema: {
        tags: ['bookings'],
        querystring: listWindowSchema,
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (req) => bookings.listForSeller((await guards.user(req)).id, req.query),
  )

  app.get(
    '/bookings/:id',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        params: idParams,
        response: { 200: bookingSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const booking = await bookings.visible(req.params.id, await guards.user(req))
      return booking ?? reply.code(404).send({ message: 'Booking not found' })
    },
  )

  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        params: idParams,
        response: { 200: z.object({ cancelled: z.literal(true) }), ...errors },
      },
    },
    async (req, reply) => {
      const outcome = await bookings.cancel(req.params.id, (await guards.user(req)).id)
      if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message })
      return { cancelled: true as const }
    },
  )

  app.post(
    '/bookings/:id/payment',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        params: idParams,
        response: { 200: paymentStartSchema, ...errors },
      },
    },
    async (req, reply) => {
      const outcome = await bookings.startPayment(req.params.id, (await guards.user(req)).id)
      if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message })
      return outcome.value
    },
  )

  app.post(
    '/payments/sandbox/confirm',
    {
      onRequest: guards.signedIn,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['bookings'],
        body: sandboxConfirmSchema,
        response: { 200: z.object({ status: z.literal('succeeded') }), ...errors },
      },
    },
    async (req, reply) => {
      if (!sandbox)
        return reply.code(404).send({ message: 'The sandbox payment provider is not in use' })
      const me = await guards.user(req)
      const found = await bookings.byClientSecret(req.body.clientSecret, me.id)
      if (!found) return reply.code(404).send({ message: 'Payment not found' })
      if (found.status === 'cancelled')
        return reply.code(409).send({ message: 'This booking was cancelled' })
      if (found.status === 'paid') return { status: 'succeeded' as const }
      const cardError = sandboxCardError(req.body.card)
      if (cardError) return reply.code(402).send({ message: cardError })
      await bookings.paid(found.bookingId)
      return { status: 'succeeded' as const }
    },
  )
}
