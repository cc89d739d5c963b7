import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { ledgerEntries } from '../../db/schema'
import { insertMany } from '../../db/insert-many'

/**
 * The accounts money moves between, per booking (docs/api.md "Money held until the car changes
 * hands"): the buyer's card, the authorisation held for them, the platform's balance once taken,
 * its fees, and each seller.
 */
export const account = {
  buyer: 'buyer',
  held: 'held',
  platform: 'platform',
  fees: 'fees',
  seller: (sellerId: string) => `seller:${sellerId}`,
} as const

type Kind = (typeof ledgerEntries.$inferInsert)['movement']

export interface Movement {
  bookingId: string
  movement: Kind
  cents: number
  from: string
  to: string
  /** Names the movement within its booking; the movement's kind by default. */
  key?: string
}

/**
 * Writes movements of money from one account to another, in `tx` (the transaction of the state
 * change they record): two rows each, which sum to zero, in as few statements as the list
 * needs. `key` names a movement within its booking; writing the same key again adds nothing,
 * so a retried job or a repeated webhook cannot move money twice in the books. A movement of
 * nothing writes nothing.
 */
export async function record(tx: Tx, movements: Movement[]) {
  const rows = movements
    .filter((m) => m.cents !== 0)
    .flatMap(({ bookingId, movement, cents, from, to, key = movement }) => {
      if (!Number.isInteger(cents) || cents < 0) throw new Error(`bad ledger amount ${cents}`)
      return [
        { bookingId, movement, key, account: from, amountCents: -cents },
        { bookingId, movement, key, account: to, amountCents: cents },
      ]
    })
  await insertMany(tx, ledgerEntries, rows, { ignoreConflicts: true })
}

/** One movement (`record` of one). */
export const move = (
  tx: Tx,
  bookingId: string,
  movement: Kind,
  cents: number,
  from: string,
  to: string,
  key?: string,
) => record(tx, [{ bookingId, movement, cents, from, to, key }])

export interface LedgerTotals {
  heldCents: number
  capturedCents: number
  refundedCents: number
  feesCents: number
  paidOutCents: number
  /** Taken, not yet paid out, refunded or kept as fees: what the platform owes its sellers. */
  owedCents: number
  balanced: boolean
}

/**
 * The whole ledger's figures in one pass. Balanced: every booking's entries sum to zero, and
 * every cent taken is paid out, a fee, refunded or still owed.
 */
export async function totals(db: Db): Promise<LedgerTotals> {
  const rows = (await db.execute(sql`
    with sums as (
      select
        coalesce(sum(amount_cents) filter (where account = 'held'), 0) as held,
        coalesce(sum(amount_cents) filter (where movement = 'capture' and account = 'platform'), 0) as captured,
        coalesce(sum(amount_cents) filter (where movement = 'refund' and account = 'buyer'), 0) as refunded,
        coalesce(sum(amount_cents) filter (where account = 'fees'), 0) as fees,
        coalesce(sum(amount_cents) filter (where account like 'seller:%'), 0) as paid_out,
        coalesce(sum(amount_cents) filter (where account = 'platform'), 0) as owed
      from ledger_entries
    )
    select sums.*, not exists (
      select 1 from ledger_entries group by booking_id having sum(amount_cents) <> 0
    ) as zero_sum from sums`)) as unknown as { rows?: Record<string, unknown>[] }
  const r = (rows.rows ?? (rows as unknown as Record<string, unknown>[]))[0]!
  const n = (k: string) => Number(r[k])
  const t = {
    heldCents: n('held'),
    capturedCents: n('captured'),
    refundedCents: n('refunded'),
    feesCents: n('fees'),
    paidOutCents: n('paid_out'),
    owedCents: n('owed'),
  }
  const adds = t.capturedCents === t.paidOutCents + t.feesCents + t.refundedCents + t.owedCents
  return { ...t, balanced: r.zero_sum === true && adds && t.heldCents >= 0 }
}
