import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  )

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (req, reply) => {
      try {
        await db.execute(sql`select 1`)
        return { status: 'ready' as const }
      } catch (err) {
        req.log.error({ err }, 'database check failed')
        return reply.code(503).send({ message: 'Database unavailable' })
      }
    },
  )
}
