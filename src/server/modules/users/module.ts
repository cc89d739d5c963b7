import { userRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { usersService } from './service'

/** The users module's routes, registered under /api. */
export const routes = moduleRoutes(userRoutes)
