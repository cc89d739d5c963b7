import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { logged } from '../../db/booking-history'
import type { Tx } from '../../db/client'
import { bookings } from '../../db/schema'

type Row = typeof bookings.$inferSelect
type By = 'buyer' | 'seller' | 'system'

const byId = (id: string) => eq(bookings.id, id)
const held = eq(bookings.payment, 'held')

/** The bookings `where` selects, changed: the rows as they now are (none when a move came first). */
const moved = (tx: Tx, where: SQL | undefined, set: PgUpdateSetSource<typeof bookings>) =>
  tx.update(bookings).set(set).where(where).returning()
/** One booking, changed if `when` still holds of it. */
const movedOne = async (
  tx: Tx,
  id: string,
  when: SQL | undefined,
  set: PgUpdateSetSource<typeof bookings>,
) => (await moved(tx, and(byId(id), when), set))[0]

/** The buyer has the car: the test drive, if still being arranged, is behind them. */
const testDriveDone = (now: Date) => ({
  status: sql`case when ${bookings.status} in ('requested', 'accepted') then 'completed'::booking_state else ${bookings.status} end`,
  awaiting: null,
  answerBy: null,
  closedAt: sql`coalesce(${bookings.closedAt}, ${now})`,
})

/**
 * A booking's payment columns as the money module moves them (docs/api.md "Money held until the
 * car changes hands"), each in money's transaction. Money decides which move may be made
 * (money/rules.ts) and what follows it (the ledger, the provider, the car); the booking's row is
 * written here. Each move is one conditional UPDATE on the payment's state, so of racing moves
 * exactly one changes a booking: each answers the rows it changed, and none when another move
 * came first. Made first, with nothing, so that money can be handed it.
 */
export function bookingPayments() {
  return {
    /** A pending payment is held until `heldUntil`. */
    async hold(tx: Tx, id: string, now: Date, heldUntil: Date): Promise<Row | undefined> {
      return movedOne(tx, id, eq(bookings.payment, 'pending'), {
        payment: 'held',
        heldAt: now,
        heldUntil,
        history: logged({ status: 'held', by: 'buyer' }, now),
      })
    },

    /** The seller handed the car over; the buyer confirms by `confirmBy`. */
    async handover(tx: Tx, id: string, now: Date, confirmBy: Date): Promise<Row | undefined> {
      return movedOne(tx, id, held, {
        handoverAt: now,
        confirmBy,
        ...testDriveDone(now),
        history: logged({ status: 'handed_over', by: 'seller' }, now),
      })
    },

    /** The buyer says something is wrong with the car handed over. */
    async object(tx: Tx, id: string, reason: string, now: Date): Promise<Row | undefined> {
      return movedOne(tx, id, held, {
        objection: reason,
        history: logged({ status: 'objected', by: 'buyer', note: reason }, now),
      })
    },

    /** The held payments `which` selects are released: the buyers keep their money. */
    release(tx: Tx, which: SQL, why: string, by: By, now: Date): Promise<Row[]> {
      return moved(tx, and(which, held), {
        payment: 'released',
        heldUntil: null,
        history: logged({ status: 'released', by, note: why }, now),
      })
    },

    /** The held payments `which` selects are taken: the sale closes the test drive too. */
    capture(tx: Tx, which: SQL, by: By, now: Date, note?: string): Promise<Row[]> {
      return moved(tx, and(which, held), {
        payment: 'paid',
        paidAt: now,
        heldUntil: null,
        // Nothing is left to answer or to remind of.
        ...testDriveDone(now),
        handoverConfirmedAt: now,
        history: logged({ status: 'paid', by, ...(note ? { note } : {}) }, now),
      })
    },

    /**
     * `cents` more of a taken payment are refunded (the whole of it: refunded). None when the
     * booking changed since `row` was read.
     */
    async refund(tx: Tx, row: Row, cents: number, now: Date): Promise<Row | undefined> {
      const total = row.refundedCents + cents
      const unchanged = eq(bookings.refundedCents, row.refundedCents)
      return movedOne(tx, row.id, and(eq(bookings.payment, 'paid'), unchanged), {
        refundedCents: total,
        payment: total === row.amountCents ? 'refunded' : 'paid',
        history: logged({ status: 'refunded', by: 'system', note: `$${cents / 100}` }, now),
      })
    },
  }
}
export type BookingPayments = ReturnType<typeof bookingPayments>
