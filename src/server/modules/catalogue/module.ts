import { catalogueRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { catalogueService } from './service'

/** The catalogue module's routes, registered under /api. */
export const routes = moduleRoutes(catalogueRoutes)
