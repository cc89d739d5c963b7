import { and, eq, sql, type SQL } from 'drizzle-orm'
import { logged } from '../../db/booking-history'
import type { Tx } from '../../db/client'
import { bookings } from '../../db/schema'

type Row = typeof bookings.$inferSelect
type By = 'buyer' | 'seller' | 'system'

const byId = (id: string) => eq(bookings.id, id)
const held = eq(bookings.payment, 'held')

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
      const [row] = await tx
        .update(bookings)
        .set({
          payment: 'held',
          heldAt: now,
          heldUntil,
          history: logged({ status: 'held', by: 'buyer' }, now),
        })
        .where(and(byId(id), eq(bookings.payment, 'pending')))
        .returning()
      return row
    },

    /** The seller handed the car over; the buyer confirms by `confirmBy`. */
    async handover(tx: Tx, id: string, now: Date, confirmBy: Date): Promise<Row | undefined> {
      const [row] = await tx
        .update(bookings)
        .set({
          handoverAt: now,
          confirmBy,
          ...testDriveDone(now),
          history: logged({ status: 'handed_over', by: 'seller' }, now),
        })
        .where(and(byId(id), held))
        .returning()
      return row
    },

    /** The buyer says something is wrong with the car handed over. */
    async object(tx: Tx, id: string, reason: string, now: Date): Promise<Row | undefined> {
      const [row] = await tx
        .update(bookings)
        .set({
          objection: reason,
          history: logged({ status: 'objected', by: 'buyer', note: reason }, now),
        })
        .where(and(byId(id), held))
        .returning()
      return row
    },

    /** The held payments `which` selects are released: the buyers keep their money. */
    release(tx: Tx, which: SQL, why: string, by: By, now: Date): Promise<Row[]> {
      return tx
        .update(bookings)
        .set({
          payment: 'released',
          heldUntil: null,
          history: logged({ status: 'released', by, note: why }, now),
        })
        .where(and(which, held))
        .returning()
    },

    /** The held payments `which` selects are taken: the sale closes the test drive too. */
    capture(tx: Tx, which: SQL, by: By, now: Date, note?: string): Promise<Row[]> {
      return tx
        .update(bookings)
        .set({
          payment: 'paid',
          paidAt: now,
          heldUntil: null,
          // Nothing is left to answer or to remind of.
          ...testDriveDone(now),
          handoverConfirmedAt: now,
          history: logged({ status: 'paid', by, ...(note ? { note } : {}) }, now),
        })
        .where(and(which, held))
        .returning()
    },

    /**
     * `cents` more of a taken payment are refunded (the whole of it: refunded). None when the
     * booking changed since `row` was read.
     */
    async refund(tx: Tx, row: Row, cents: number, now: Date): Promise<Row | undefined> {
      const total = row.refundedCents + cents
      const [done] = await tx
        .update(bookings)
        .set({
          refundedCents: total,
          payment: total === row.amountCents ? 'refunded' : 'paid',
          history: logged({ status: 'refunded', by: 'system', note: `$${cents / 100}` }, now),
        })
        .where(
          and(
            byId(row.id),
            eq(bookings.payment, 'paid'),
            eq(bookings.refundedCents, row.refundedCents),
          ),
        )
        .returning()
      return done
    },
  }
}
export type BookingPayments = ReturnType<typeof bookingPayments>
