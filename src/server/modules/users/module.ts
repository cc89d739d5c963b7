import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { UsersService } from './service'
import { userRoutes } from './routes'

export { usersService } from './service'

/** The users module's routes, registered under /api. */
export async function routes(api: FastifyInstance, deps: { users: UsersService; guards: Guards }) {
  await api.register(userRoutes, { users: deps.users, guards: deps.guards })
}
