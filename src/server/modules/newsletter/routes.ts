import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newsletterSchema, subscribedSchema } from '#shared/newsletter'
import type { NewsletterService } from './service'

/** POST /api/newsletter (docs/api.md "Wish list and newsletter"). */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['newsletter'], body: newsletterSchema, response: { 200: subscribedSchema } },
    },
    async (req) => {
      await newsletter.subscribe(req.body.email)
      return { subscribed: true as const }
    },
  )
}
