import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '#shared/errors'
import {
  newSavedSearchSchema,
  savedSearchCreatedSchema,
  savedSearchDeletedSchema,
  savedSearchListSchema,
} from '#shared/saved-searches'
import type { Guards } from '../../auth/guards'
import type { AlertsService } from './service'

/** docs/api.md "Finding the right car": a person's saved searches. */
export const alertRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService; guards: Guards }> = async (
  app,
  { alerts, guards },
) => {
  app.post(
    '/saved-searches',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['alerts'],
        body: newSavedSearchSchema,
        response: { 201: savedSearchCreatedSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ _id: await alerts.save(req.body, await guards.user(req)) }),
  )

  app.get(
    '/saved-searches',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['alerts'], response: { 200: savedSearchListSchema } },
    },
    async (req) => alerts.list(await guards.user(req)),
  )

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['alerts'],
        params: z.object({ id: z.uuid({ message: 'Saved search not found' }) }),
        response: { 200: savedSearchDeletedSchema, 404: errorSchema },
      },
    },
    async (req) => {
      await alerts.remove(req.params.id, await guards.user(req))
      return { deleted: true as const }
    },
  )
}
