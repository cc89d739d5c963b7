import { wishlistRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { wishlistService } from './service'

/** The wishlist module's routes, registered under /api. */
export const routes = moduleRoutes(wishlistRoutes)
