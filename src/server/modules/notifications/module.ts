import { notificationRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { eventStreams } from './event-stream'
export { notificationsService } from './service'

/** The notifications module's routes, registered under /api. */
export const routes = moduleRoutes(notificationRoutes)
