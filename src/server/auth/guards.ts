import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyRequest } from 'fastify'
import type { Role } from '#shared/accounts'
import { Refusal, type RefusalStatus, type Refuses } from '../errors'
import type { Auth } from './auth'

export interface SessionUser {
  id: string
  name: string
  email: string
  emailVerified: boolean
  role: Role
  /** The session's token: the bearer token of API clients. */
  token: string
}

/** An onRequest hook that refuses who may not call the route. */
type Guard = ((req: FastifyRequest) => Promise<void>) & Refuses

/** How long this process trusts a session it has looked up (docs/decisions/0025-session-lookups-remembered-for-3-s.md). */
export const SESSION_CACHE_MS = 3000
const SESSION_CACHE_ENTRIES = 10_000

/**
 * Who is calling, from the session cookie or `Authorization: Bearer`, read once per request.
 * Every protected route names one of the guards below (docs/api.md "Users and roles").
 *
 * A found session is remembered for SESSION_CACHE_MS under the exact credentials sent, so a
 * burst of page loads costs one session query. `forgetSessions()` (called after every
 * successful write request, which includes sign-out and deleting a user) drops them all, so
 * this process ends a session at once; another process sharing the database within
 * SESSION_CACHE_MS. A session is never trusted past its own expiry.
 */
export function createGuards(auth: Auth) {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>()
  const recent = new Map<string, { user: SessionUser; until: number }>()
  let generation = 0

  async function lookUp(req: FastifyRequest) {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) })
    if (!found) return null
    const { user, session } = found
    const u: SessionUser = {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role as Role,
      token: session.token,
    }
    return { user: u, expiresAt: new Date(session.expiresAt).getTime() }
  }

  async function load(req: FastifyRequest): Promise<SessionUser | null> {
    const { cookie, authorization } = req.headers
    // No credentials, no session: skip the auth library altogether.
    if (!cookie && !authorization) return null
    // A dealer's API key (modules/dealers/access.ts) is no session, even beside a cookie: only a
    // dealer guard that lets keys in reads it; every session guard answers 401.
    if (/^Bearer wl_dk_/.test(authorization ?? '')) return null
    const key = `${cookie ?? ''}\n${authorization ?? ''}`
    const now = Date.now()
    const hit = recent.get(key)
    if (hit && hit.until > now) return hit.user
    const startedAt = generation
    const found = await lookUp(req)
    if (!found) return null
    const { user: u, expiresAt } = found
    // A lookup that began before a sign-out or deletion must not store what it found.
    if (startedAt === generation) {
      recent.delete(key)
      recent.set(key, { user: u, until: Math.min(now + SESSION_CACHE_MS, expiresAt) })
      if (recent.size > SESSION_CACHE_ENTRIES) recent.delete(recent.keys().next().value!)
    }
    return u
  }

  /** Ends every remembered session lookup in this process. */
  function forgetSessions() {
    generation++
    recent.clear()
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

  // Each guard names the statuses it answers, for the API's document (plugins/api-docs.ts).
  const signedIn: Guard = Object.assign(
    async (req: FastifyRequest) => {
      if (!(await currentUser(req))) throw new Refusal(401, 'Please sign in first')
    },
    { refuses: [401] as RefusalStatus[] },
  )

  const role = (...allowed: Role[]): Guard =>
    Object.assign(
      async (req: FastifyRequest) => {
        const u = await currentUser(req)
        if (!u) throw new Refusal(401, 'Please sign in first')
        if (!allowed.includes(u.role)) throw new Refusal(403, 'You are not allowed to do that')
      },
      { refuses: [401, 403] as RefusalStatus[] },
    )

  return { currentUser, user, signedIn, role, forgetSessions }
}
export type Guards = ReturnType<typeof createGuards>
