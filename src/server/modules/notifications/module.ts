import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { EventStreams } from './event-stream'
import { notificationRoutes } from './routes'
import type { NotificationsService } from './service'

export { eventStreams } from './event-stream'
export { notificationsService } from './service'

/** The notifications module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  {
    notifications,
    events,
    guards,
  }: { notifications: NotificationsService; events: EventStreams; guards: Guards },
) {
  await api.register(notificationRoutes, { notifications, events, guards })
}
