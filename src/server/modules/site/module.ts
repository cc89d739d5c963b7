import { contactRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { siteFileRoutes } from './routes'
export { siteService } from './service'

/** The site module's routes, registered under /api. */
export const routes = moduleRoutes(contactRoutes)
