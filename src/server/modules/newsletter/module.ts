import type { FastifyInstance } from 'fastify'
import type { NewsletterService } from './service'
import { newsletterRoutes } from './routes'

export { newsletterService } from './service'

/** The newsletter module's routes, registered under /api. */
export async function routes(api: FastifyInstance, deps: { newsletter: NewsletterService }) {
  await api.register(newsletterRoutes, { newsletter: deps.newsletter })
}
