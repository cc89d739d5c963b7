import { and, inArray, sql, type SQL } from 'drizzle-orm'
import type { HistoryEntry } from '#shared/bookings'
import type { Tx } from './client'
import { bookings } from './schema'

/**
 * One entry appended to a booking's history, in the UPDATE that makes the change: a test
 * drive's move (modules/bookings) or a movement of its money (modules/money).
 */
export const logged = (entry: Omit<HistoryEntry, 'at'>, at: Date) =>
  sql`${bookings.history} || ${JSON.stringify([{ ...entry, at: at.toISOString() }])}::jsonb`

/**
 * Of the bookings `due` selects, at most `limit` locked for `tx`, skipping those another
 * transaction holds (a person's move, another process's sweep): the condition a timers' sweep
 * (modules/bookings, modules/money) changes one batch by, so that it changes a booking once.
 */
export const dueBatch = (tx: Tx, due: SQL, limit: number) => {
  const ids = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(due)
    .limit(limit)
    .for('update', { skipLocked: true })
  return and(inArray(bookings.id, ids), due)!
}
