import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import { messageRoutes } from './routes'
import type { MessagesService } from './service'

export { messageFeed } from './feed'
export { messagesService } from './service'

/** The messages module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { messages: MessagesService; guards: Guards },
) {
  await api.register(messageRoutes, { messages: deps.messages, guards: deps.guards })
}
