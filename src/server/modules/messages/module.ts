import { messageRoutes } from './routes'
import { moduleRoutes } from '../module-routes'

export { messageFeed } from './feed'
export { messagesService } from './service'

/** The messages module's routes, registered under /api. */
export const routes = moduleRoutes(messageRoutes)
