import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { MAX_API_KEYS, type ApiKey, type ApiKeyCreated } from '#shared/dealer-api-keys'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { dealerApiKeys, dealers } from '../../db/schema'
import { Refusal } from '../../errors'
import type { AuditService } from '../moderation/audit'
import { API_KEY_PREFIX, hashApiKey } from './access'

/** How often one key's `last_used_at` is written: a busy key does not write on every call. */
const TOUCH_EVERY_MS = 60_000
/** The key's characters a list shows: the prefix and six more, enough to tell keys apart. */
const SHOWN = API_KEY_PREFIX.length + 6

/**
 * A dealer's API keys (docs/api.md "Dealers"): made by the owner, shown once, kept as a SHA-256
 * hash (a key is 32 random bytes, so a fast hash is enough: there is nothing to guess), listed
 * without the key, revoked. `used` and `recordWrite` are what api-key-routes.ts's hooks call on
 * each call a key makes.
 */
export function apiKeysService(db: Db, { audit }: { audit: Pick<AuditService, 'record'> }) {
  const touchedAt = new Map<string, number>()

  return {
    async create(dealerId: string, name: string, owner: SessionUser): Promise<ApiKeyCreated> {
      const key = API_KEY_PREFIX + randomBytes(32).toString('base64url')
      const id = await db.transaction(async (tx) => {
        // The dealer's row is the lock: two creations at once cannot both pass the limit.
        await tx
          .select({ id: dealers.id })
          .from(dealers)
          .where(eq(dealers.id, dealerId))
          .for('update')
        const [live] = await tx
          .select({ n: count() })
          .from(dealerApiKeys)
          .where(and(eq(dealerApiKeys.dealerId, dealerId), isNull(dealerApiKeys.revokedAt)))
        if ((live?.n ?? 0) >= MAX_API_KEYS) {
          throw new Refusal(409, `A dealer may hold ${MAX_API_KEYS} keys: revoke one first`)
        }
        const [row] = await tx
          .insert(dealerApiKeys)
          .values({
            dealerId,
            name,
            keyHash: hashApiKey(key),
            prefix: key.slice(0, SHOWN),
            createdBy: owner.id,
          })
          .returning({ id: dealerApiKeys.id })
        return row!.id
      })
      return { _id: id, key }
    },

    /** The live keys, newest first. */
    async list(dealerId: string): Promise<ApiKey[]> {
      const rows = await db
        .select()
        .from(dealerApiKeys)
        .where(and(eq(dealerApiKeys.dealerId, dealerId), isNull(dealerApiKeys.revokedAt)))
        .orderBy(desc(dealerApiKeys.createdAt), desc(dealerApiKeys.id))
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        prefix: r.prefix,
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      }))
    },

    /** Revoked at once: the next call with it is refused (the guard reads live keys only). */
    async revoke(dealerId: string, keyId: string) {
      const gone = await db
        .update(dealerApiKeys)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(dealerApiKeys.id, keyId),
            eq(dealerApiKeys.dealerId, dealerId),
            isNull(dealerApiKeys.revokedAt),
          ),
        )
        .returning({ id: dealerApiKeys.id })
      if (gone.length === 0) throw new Refusal(404, 'No such API key')
    },

    /** A call with the key: its `last_used_at`, written at most once a minute per process. */
    async used(keyId: string) {
      const now = Date.now()
      if (now - (touchedAt.get(keyId) ?? 0) < TOUCH_EVERY_MS) return
      touchedAt.set(keyId, now)
      if (touchedAt.size > 10_000) touchedAt.delete(touchedAt.keys().next().value!)
      await db
        .update(dealerApiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(dealerApiKeys.id, keyId))
    },

    /**
     * A write the key made, in the audit log (`apikey.use`): the log's actor is the key (its id,
     * and its name and prefix as the actor's name), its target the dealer's business, which is
     * its owner's (as `dealer.verify` records it), and the note the call and its answer.
     */
    async recordWrite(keyId: string, call: string, status: number) {
      const [key] = await db
        .select({
          name: dealerApiKeys.name,
          prefix: dealerApiKeys.prefix,
          createdBy: dealerApiKeys.createdBy,
          dealerId: dealerApiKeys.dealerId,
          dealerName: dealers.name,
        })
        .from(dealerApiKeys)
        .innerJoin(dealers, eq(dealers.id, dealerApiKeys.dealerId))
        .where(eq(dealerApiKeys.id, keyId))
      if (!key) return
      await db.transaction((tx) =>
        audit.record(
          tx,
          { id: keyId, name: `API key “${key.name}” (${key.prefix}…)` },
          'apikey.use',
          { type: 'user', id: key.createdBy, label: `Dealer ${key.dealerName} (${key.dealerId})` },
          `${call} → ${status}`,
        ),
      )
    },
  }
}
export type ApiKeysService = ReturnType<typeof apiKeysService>
