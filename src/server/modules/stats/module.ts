import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { CatalogueService } from '../catalogue/service'
import { statsRoutes } from './routes'
import type { StatsService } from './service'
import type { ViewCounter } from './views'

export { statsService } from './service'
export { viewCounter } from './views'

/** The stats module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { stats: StatsService; views: ViewCounter; catalogue: CatalogueService; guards: Guards },
) {
  await api.register(statsRoutes, {
    stats: deps.stats,
    views: deps.views,
    catalogue: deps.catalogue,
    guards: deps.guards,
  })
}
