import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { SessionUser, Guards } from '../../auth/guards'
import type { Db } from '../../db/client'
import { dealerApiKeys, dealerMembers } from '../../db/schema'
import { Refusal, type RefusalStatus, type Refuses } from '../../errors'

export type DealerRole = 'owner' | 'manager' | 'sales'

/** Every dealer API key begins so: a bearer token that is a key, not a session. */
export const API_KEY_PREFIX = 'wl_dk_'

/** Who acts at a dealer: a member (with their role) or one of its API keys. */
export type DealerCaller =
  | { dealerId: string; kind: 'member'; role: DealerRole; user: SessionUser }
  | { dealerId: string; kind: 'key'; keyId: string; keyName: string }

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex')

const bearer = (req: FastifyRequest) => {
  const header = req.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined
}

/** A request carrying a dealer API key rather than a session. */
export const sendsApiKey = (req: FastifyRequest) => bearer(req)?.startsWith(API_KEY_PREFIX) ?? false

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a dealer guard: who acts at the dealer of the route's `:id`. */
    dealerCaller?: DealerCaller
  }
}

type Guard = ((req: FastifyRequest) => Promise<void>) & Refuses

/**
 * The dealer's side of authorization (docs/api.md "Dealers"): a member's role at a dealer, and its
 * API keys. `guard(roles, { key })` refuses a caller who is not one of `roles` at the dealer of
 * the route's `:id` (outsiders, admins included, get 404: a dealer's back office is not
 * theirs), or, with `key`, lets one of that dealer's live API keys in. It leaves the caller in
 * `req.dealerCaller`.
 */
export function dealerAccess(db: Db, guards: Guards) {
  /** The person's dealer and role there, if they belong to one. */
  async function membershipOf(userId: string) {
    const [row] = await db
      .select({ dealerId: dealerMembers.dealerId, role: dealerMembers.role })
      .from(dealerMembers)
      .where(eq(dealerMembers.userId, userId))
    return row ?? null
  }

  /** The live key's dealer, or null (unknown or revoked). */
  async function keyOf(key: string) {
    const [row] = await db
      .select({ id: dealerApiKeys.id, dealerId: dealerApiKeys.dealerId, name: dealerApiKeys.name })
      .from(dealerApiKeys)
      .where(and(eq(dealerApiKeys.keyHash, hashApiKey(key)), isNull(dealerApiKeys.revokedAt)))
    return row ?? null
  }

  /** Who calls, at `dealerId`; null when they have no standing there. */
  async function callerAt(req: FastifyRequest, dealerId: string): Promise<DealerCaller | null> {
    const token = bearer(req)
    if (token?.startsWith(API_KEY_PREFIX)) {
      const key = await keyOf(token)
      if (!key || key.dealerId !== dealerId) return null
      return { dealerId, kind: 'key', keyId: key.id, keyName: key.name }
    }
    const user = await guards.currentUser(req)
    if (!user) return null
    const member = await membershipOf(user.id)
    if (!member || member.dealerId !== dealerId) return null
    return { dealerId, kind: 'member', role: member.role, user }
  }

  function guard(roles: DealerRole[], { key = false }: { key?: boolean } = {}): Guard {
    return Object.assign(
      async (req: FastifyRequest) => {
        const dealerId = (req.params as { id?: string }).id
        const isKey = sendsApiKey(req)
        if (!isKey && !(await guards.currentUser(req))) {
          throw new Refusal(401, 'Please sign in first')
        }
        const caller = dealerId ? await callerAt(req, dealerId) : null
        if (!caller) {
          if (isKey) throw new Refusal(401, 'This API key is not valid for this dealer')
          throw new Refusal(404, 'No such dealer')
        }
        if (caller.kind === 'key' && !key) {
          throw new Refusal(403, 'An API key cannot do that; sign in as a member')
        }
        if (caller.kind === 'member' && !roles.includes(caller.role)) {
          throw new Refusal(403, 'Your role at this dealer does not allow that')
        }
        req.dealerCaller = caller
      },
      { refuses: [401, 403, 404] as RefusalStatus[] },
    )
  }

  /** The dealer caller a guard left; only for handlers behind `guard`. */
  function caller(req: FastifyRequest): DealerCaller {
    if (!req.dealerCaller) throw new Error('dealer caller read on a route without a dealer guard')
    return req.dealerCaller
  }

  return { membershipOf, keyOf, callerAt, guard, caller }
}
export type DealerAccess = ReturnType<typeof dealerAccess>
