import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { newsletterSchema } from '../../../shared/newsletter'
import type { Db } from '../../db/client'
import { newsletterSubscribers } from '../../db/schema'

/** POST /api/newsletter: stores the address once; subscribing again is not an error. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        body: newsletterSchema,
        response: { 200: z.object({ subscribed: z.literal(true) }) },
      },
    },
    async (req) => {
      await db
        .insert(newsletterSubscribers)
        .values({ email: req.body.email.toLowerCase() })
        .onConflictDoNothing()
      return { subscribed: true as const }
    },
  )
}
