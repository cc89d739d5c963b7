import { sql } from 'drizzle-orm'
import type { HistoryEntry } from '#shared/bookings'
import { bookings } from './schema'

/**
 * One entry appended to a booking's history, in the UPDATE that makes the change: a test
 * drive's move (modules/bookings) or a movement of its money (modules/money).
 */
export const logged = (entry: Omit<HistoryEntry, 'at'>, at: Date) =>
  sql`${bookings.history} || ${JSON.stringify([{ ...entry, at: at.toISOString() }])}::jsonb`
