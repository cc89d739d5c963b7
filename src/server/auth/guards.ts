import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Role } from '../../shared/accounts'
import type { Auth } from './auth'

export interface SessionUser {
  id: string
  name: string
  email: string
  role: Role
  /** The session's token: the bearer token of API clients. */
  token: string
}

/**
 * Who is calling, from the session cookie or `Authorization: Bearer`, read once per request.
 * Every protected route names one of the guards below (DESIGN.md "Rules the server enforces").
 */
export function createGuards(auth: Auth) {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>()

  async function load(req: FastifyRequest): Promise<SessionUser | null> {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) })
    if (!found) return null
    const { user, session } = found
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role as Role,
      token: session.token,
    }
  }

  function currentUser(req: FastifyRequest): Promise<SessionUser | null> {
    let pending = cache.get(req)
    if (!pending) {
      pending = load(req)
      cache.set(req, pending)
    }
    return pending
  }

  /** The signed-in caller; only for handlers behind a guard. */
  async function user(req: FastifyRequest): Promise<SessionUser> {
    const u = await currentUser(req)
    if (!u) throw new Error('user() called on a route without a guard')
    return u
  }

  const signedIn = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!(await currentUser(req))) return reply.code(401).send({ message: 'Please sign in first' })
  }

  const role =
    (...allowed: Role[]) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const u = await currentUser(req)
      if (!u) return reply.code(401).send({ message: 'Please sign in first' })
      if (!allowed.includes(u.role)) {
        return reply.code(403).send({ message: 'You are not allowed to do that' })
      }
    }

  return { currentUser, user, signedIn, role }
}
export type Guards = ReturnType<typeof createGuards>
