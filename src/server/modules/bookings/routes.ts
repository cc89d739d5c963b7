import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  bookingCancelledSchema,
  bookingCreatedSchema,
  bookingListSchema,
  bookingRefusedSchema,
  bookingSchema,
  newBookingSchema,
  paymentStartSchema,
  paymentSucceededSchema,
  sandboxConfirmSchema,
} from '../../../shared/bookings'
import { errorSchema } from '../../../shared/errors'
import { listWindowSchema } from '../../../shared/lists'
import type { Guards } from '../../auth/guards'
import type { BookingsService } from './service'

const idParams = z.object({ id: z.uuid({ message: 'Booking not found' }) })
const refusals = { 402: errorSchema, 404: errorSchema, 409: errorSchema }

/** API.md "Bookings and payment". Name, email and amount come from the session and the car. */
export const bookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService
  guards: Guards
}> = async (app, { bookings, guards }) => {
  app.post(
    '/bookings',
    {
      onRequest: guards.role('buyer'),
      // A lost race answers the spec's `{acknowledged: false, message}`.
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        refusalFields: { acknowledged: false },
      },
      schema: {
        tags: ['bookings'],
        body: newBookingSchema,
        response: { 201: bookingCreatedSchema, 404: errorSchema, 409: bookingRefusedSchema },
      },
    },
    async (req, reply) => {
      const insertedId = await bookings.create(req.body, await guards.user(req))
      return reply
        .code(201)
        .send({ acknowledged: true as const, insertedId, message: 'Booking Confirmed' })
    },
  )

  app.get(
    '/bookings',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        querystring: listWindowSchema,
        response: { 200: bookingListSchema },
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
        response: { 200: bookingListSchema },
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
    async (req) => bookings.visible(req.params.id, await guards.user(req)),
  )

  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        params: idParams,
        response: { 200: bookingCancelledSchema, ...refusals },
      },
    },
    async (req) => {
      await bookings.cancel(req.params.id, (await guards.user(req)).id)
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
        response: { 200: paymentStartSchema, ...refusals },
      },
    },
    async (req) => bookings.startPayment(req.params.id, (await guards.user(req)).id),
  )

  app.post(
    '/payments/sandbox/confirm',
    {
      onRequest: guards.signedIn,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['bookings'],
        body: sandboxConfirmSchema,
        response: { 200: paymentSucceededSchema, ...refusals },
      },
    },
    async (req) => {
      const { clientSecret, card } = req.body
      await bookings.confirmSandbox(clientSecret, card, (await guards.user(req)).id)
      return { status: 'succeeded' as const }
    },
  )
}
