import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { carIdSchema } from '#shared/cars'
import { errorSchema } from '#shared/errors'
import { adminStatsSchema, sellerStatsSchema, statsQuerySchema } from '#shared/stats'
import type { Guards } from '../../auth/guards'
import type { CatalogueService } from '../catalogue/service'
import type { StatsService } from './service'
import type { ViewCounter } from './views'

/**
 * The Overview pages (docs/api.md "Operating the marketplace"): GET /api/seller/stats and
 * /api/admin/stats, `?days=` 1 to 90 (30 by default) UTC days up to today, each series one
 * number per day (`src/shared/stats.ts`); and POST /api/cars/:id/views, the car page's beacon.
 */
export const statsRoutes: FastifyPluginAsyncZod<{
  stats: StatsService
  views: ViewCounter
  catalogue: CatalogueService
  guards: Guards
}> = async (app, { stats, views, catalogue, guards }) => {
  app.get(
    '/seller/stats',
    {
      onRequest: guards.role('seller'),
      schema: {
        tags: ['stats'],
        querystring: statsQuerySchema,
        response: { 200: sellerStatsSchema },
      },
    },
    async (req) => stats.seller((await guards.user(req)).id, req.query.days),
  )

  app.get(
    '/admin/stats',
    {
      onRequest: guards.role('admin'),
      schema: {
        tags: ['admin'],
        querystring: statsQuerySchema,
        response: { 200: adminStatsSchema },
      },
    },
    (req) => stats.admin(req.query.days),
  )

  app.post(
    '/cars/:id/views',
    {
      // Counted once a visitor a day anyway; the limit keeps one address from filling memory.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, keepsCaches: true },
      schema: {
        tags: ['cars'],
        params: z.object({ id: carIdSchema }),
        response: { 204: z.null().describe('Counted, or already counted today'), 404: errorSchema },
      },
    },
    async (req, reply) => {
      // The car page has just read the car: this is normally this process's cached copy.
      await catalogue.car(req.params.id)
      views.count(req.params.id, req.ip, req.headers['user-agent'] ?? '')
      return reply.code(204).send(null)
    },
  )
}
