import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * GET `url`, one of the admin's lists (docs/api.md "Operating the marketplace"): its filters and
 * window in the query, `read` from them, answered as an array of `item`.
 */
export function adminList<Q extends z.ZodType, I extends z.ZodType>(
  app: FastifyInstance,
  admin: onRequestHookHandler,
  url: string,
  querystring: Q,
  item: I,
  read: (query: z.output<Q>) => Promise<z.output<I>[]>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      onRequest: admin,
      schema: { tags: ['admin'], querystring, response: { 200: z.array(item) } },
    },
    (req) => read(req.query as z.output<Q>),
  )
}
