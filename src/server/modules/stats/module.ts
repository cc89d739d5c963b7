import { statsRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { statsService } from './service'
export { viewCounter } from './views'

/** The stats module's routes, registered under /api. */
export const routes = moduleRoutes(statsRoutes)
