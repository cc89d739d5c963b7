import { moderationRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { auditService } from './audit'
export { moderationService } from './service'

/** The moderation module's routes, registered under /api. */
export const routes = moduleRoutes(moderationRoutes)
