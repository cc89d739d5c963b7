import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { AlertsService } from './service'
import { alertRoutes } from './routes'

export { alertsService } from './service'

/** The alerts module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { alerts: AlertsService; guards: Guards },
) {
  await api.register(alertRoutes, { alerts: deps.alerts, guards: deps.guards })
}
