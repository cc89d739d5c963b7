import { sellerRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

/** The sellers module's routes, registered under /api. */
export const routes = moduleRoutes(sellerRoutes)
