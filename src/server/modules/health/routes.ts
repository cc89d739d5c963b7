import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema, readySchema, notReadySchema } from '#shared/operations'

interface Deps {
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>
  /** Resolves when the photo store (the disk or the S3 bucket) can be used. */
  pingStorage: () => Promise<void>
}

/** docs/api.md "Operations": alive, and ready (the database and the photo store answer). */
export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, { ping, pingStorage }) => {
  app.get('/health', { schema: { tags: ['operations'], response: { 200: healthSchema } } }, () => ({
    status: 'ok' as const,
  }))

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (req, reply) => {
      // Both asked at once; the answer says which failed, the log says why.
      const state = (name: string, check: () => Promise<void>) =>
        check().then(
          () => 'ok' as const,
          (err: unknown) => {
            req.log.error({ err }, `${name} check failed`)
            return 'unreachable' as const
          },
        )
      const [database, storage] = await Promise.all([
        state('database', ping),
        state('storage', pingStorage),
      ])
      if (database === 'ok' && storage === 'ok')
        return { status: 'ready' as const, database, storage }
      const down = [database !== 'ok' && 'Database', storage !== 'ok' && 'Storage'].filter(Boolean)
      return reply
        .code(503)
        .send({ message: `${down.join(' and ')} unavailable`, database, storage })
    },
  )
}
