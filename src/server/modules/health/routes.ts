import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorSchema } from '../../../shared/errors'
import { healthSchema, readySchema } from '../../../shared/operations'

/** API.md "Operations": alive, and ready (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
  app.get('/health', { schema: { tags: ['operations'], response: { 200: healthSchema } } }, () => ({
    status: 'ok' as const,
  }))

  app.get(
    '/ready',
    { schema: { tags: ['operations'], response: { 200: readySchema, 503: errorSchema } } },
    async (req, reply) => {
      try {
        await ping()
        return { status: 'ready' as const }
      } catch (err) {
        req.log.error({ err }, 'database check failed')
        return reply.code(503).send({ message: 'Database unavailable' })
      }
    },
  )
}
