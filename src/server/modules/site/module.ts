import type { FastifyInstance } from 'fastify'
import { contactRoutes } from './routes'
import type { SiteService } from './service'

export { siteFileRoutes } from './routes'
export { siteService } from './service'

/** The site module's routes, registered under /api. */
export async function routes(api: FastifyInstance, deps: { site: SiteService }) {
  await api.register(contactRoutes, { site: deps.site })
}
