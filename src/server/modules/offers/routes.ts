import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '#shared/errors'
import {
  counterSchema,
  newOfferSchema,
  offerDeclineSchema,
  offerSchema,
  offersQuerySchema,
} from '#shared/offers'
import type { Guards } from '../../auth/guards'
import type { OffersService } from './service'

const idParams = z.object({ id: z.uuid({ message: 'Offer not found' }) })
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema }

/** docs/api.md "Offers": each move answers the offer as the caller now sees it. */
export const offerRoutes: FastifyPluginAsyncZod<{ offers: OffersService; guards: Guards }> = async (
  app,
  { offers, guards },
) => {
  app.post(
    '/offers',
    {
      onRequest: guards.role('buyer'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['offers'],
        body: newOfferSchema,
        response: { 201: offerSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const made = await offers.make(req.body, await guards.user(req))
      return reply.code(201).send(made)
    },
  )

  const move = {
    onRequest: guards.signedIn,
    schema: { tags: ['offers'], params: idParams, response: { 200: offerSchema, ...refusals } },
  }
  app.post(
    '/offers/:id/counter',
    { ...move, schema: { ...move.schema, body: counterSchema } },
    async (req) => offers.counter(req.params.id, req.body.amount, await guards.user(req)),
  )
  app.post('/offers/:id/accept', move, async (req) =>
    offers.accept(req.params.id, await guards.user(req)),
  )
  app.post(
    '/offers/:id/decline',
    { ...move, schema: { ...move.schema, body: offerDeclineSchema } },
    async (req) => offers.decline(req.params.id, req.body?.reason, await guards.user(req)),
  )
  app.post('/offers/:id/withdraw', move, async (req) =>
    offers.withdraw(req.params.id, await guards.user(req)),
  )

  app.get(
    '/offers',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['offers'],
        querystring: offersQuerySchema,
        response: { 200: z.array(offerSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (req) => offers.list(await guards.user(req), req.query.as, req.query.car_id),
  )
}
