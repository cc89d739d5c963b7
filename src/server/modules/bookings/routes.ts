import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  acceptSchema,
  bookingCreatedSchema,
  bookingListSchema,
  bookingRefusedSchema,
  bookingParams,
  bookingSchema,
  cancelSchema,
  completeSchema,
  declineSchema,
  newBookingSchema,
  proposeSchema,
} from '#shared/bookings'
import { errorSchema } from '#shared/errors'
import { newReviewSchema, reviewCreatedSchema } from '#shared/reviews'
import { listWindowSchema } from '#shared/lists'
import type { Guards } from '../../auth/guards'
import type { BookingsService } from './service'

/** A move on a test drive (docs/api.md "Test drives"): the booking as the caller now sees it. */
const moveRefusals = { 403: errorSchema, 404: errorSchema, 409: errorSchema }

/** docs/api.md "Bookings and payment". Name, email and amount come from the session and the car. */
export const bookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService
  guards: Guards
}> = async (app, { bookings, guards }) => {
  app.post(
    '/bookings',
    {
      onRequest: guards.role('buyer'),
      // A lost race answers `{acknowledged: false, message}` (docs/api.md "Test drives").
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        refusalFields: { acknowledged: false },
      },
      schema: {
        tags: ['bookings'],
        body: newBookingSchema,
        response: {
          201: bookingCreatedSchema,
          403: errorSchema,
          404: errorSchema,
          409: bookingRefusedSchema,
        },
      },
    },
    async (req, reply) => {
      const insertedId = await bookings.create(req.body, await guards.user(req))
      return reply
        .code(201)
        .send({ acknowledged: true as const, insertedId, message: 'Booking Confirmed' })
    },
  )

  // A person's own test drives as the buyer, and as the seller (a dealer's people: the dealer's).
  for (const [url, onRequest, list] of [
    ['/bookings', guards.signedIn, bookings.listMine],
    ['/seller/bookings', guards.role('seller'), bookings.listForSeller],
  ] as const) {
    app.get(
      url,
      {
        onRequest,
        schema: {
          tags: ['bookings'],
          querystring: listWindowSchema,
          response: { 200: bookingListSchema },
        },
      },
      async (req) => list((await guards.user(req)).id, req.query),
    )
  }

  app.get(
    '/bookings/:id',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        params: bookingParams,
        response: { 200: bookingSchema, 404: errorSchema },
      },
    },
    async (req) => bookings.visible(req.params.id, await guards.user(req)),
  )

  // No rate limit of their own: each move happens once per booking, but for new times, which
  // rules.ts caps per booking (bookings are limited where they are made).
  const move = { onRequest: guards.signedIn }
  const moveSchema = {
    tags: ['bookings'],
    params: bookingParams,
    response: { 200: bookingSchema, ...moveRefusals },
  }

  app.post(
    '/bookings/:id/accept',
    { ...move, schema: { ...moveSchema, body: acceptSchema } },
    async (req) => bookings.accept(req.params.id, req.body.at, await guards.user(req)),
  )
  app.post(
    '/bookings/:id/propose',
    { ...move, schema: { ...moveSchema, body: proposeSchema } },
    async (req) => bookings.propose(req.params.id, req.body.slots, await guards.user(req)),
  )
  app.post(
    '/bookings/:id/decline',
    { ...move, schema: { ...moveSchema, body: declineSchema } },
    async (req) => bookings.decline(req.params.id, req.body.reason, await guards.user(req)),
  )
  app.post(
    '/bookings/:id/cancel',
    { ...move, schema: { ...moveSchema, body: cancelSchema } },
    async (req) => bookings.cancel(req.params.id, req.body?.reason, await guards.user(req)),
  )
  app.post(
    '/bookings/:id/complete',
    { ...move, schema: { ...moveSchema, body: completeSchema } },
    async (req) => bookings.complete(req.params.id, req.body.outcome, await guards.user(req)),
  )

  app.post(
    '/bookings/:id/review',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['bookings'],
        params: bookingParams,
        body: newReviewSchema,
        response: { 201: reviewCreatedSchema, ...moveRefusals },
      },
    },
    async (req, reply) => {
      const written = await bookings.review(req.params.id, req.body, await guards.user(req))
      return reply.code(201).send(written)
    },
  )
}
