import { alertRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { alertsService } from './service'

/** The alerts module's routes, registered under /api. */
export const routes = moduleRoutes(alertRoutes)
