import type { FastifyInstance } from 'fastify'
import { healthRoutes } from './routes'

/** The health module's routes: alive, and ready (the database and the photo store answer). */
export async function routes(
  api: FastifyInstance,
  deps: { database: { ping: () => Promise<void> }; storage: { ping: () => Promise<void> } },
) {
  await api.register(healthRoutes, { ping: deps.database.ping, pingStorage: deps.storage.ping })
}
