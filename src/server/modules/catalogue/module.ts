import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { CatalogueService } from './service'
import { catalogueRoutes } from './routes'

export { catalogueService } from './service'

/** The catalogue module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { catalogue: CatalogueService; guards: Guards },
) {
  await api.register(catalogueRoutes, { catalogue: deps.catalogue, guards: deps.guards })
}
