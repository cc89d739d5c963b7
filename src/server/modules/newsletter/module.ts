import { newsletterRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { newsletterService } from './service'

/** The newsletter module's routes, registered under /api. */
export const routes = moduleRoutes(newsletterRoutes)
