import { inArray, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { bookings, payments, payouts } from '../../db/schema'
import type { Jobs } from '../../jobs/jobs'
import type { PaymentProvider } from '../../payments/provider'
import type { BookingPayments } from '../bookings/payments'
import type { InventoryService } from '../inventory/service'
import type { NotificationsService } from '../notifications/service'
import { account, record } from './ledger'
import { moneyTold, type Sale } from './messages'

export type Row = typeof bookings.$inferSelect
export type By = 'buyer' | 'seller' | 'system'
export const PAYOUT_JOB = 'money.payout'

export const saleOf = (r: Row): Sale => ({
  carName: r.carName,
  buyerId: r.buyerId,
  buyerName: r.buyerName,
  sellerId: r.sellerId,
  amountCents: r.amountCents,
})

/** The platform's fee on a price, in whole dollars (money on the wire is whole dollars). */
export const feeOf = (cents: number, percent: number) =>
  Math.round((cents / 100) * (percent / 100)) * 100

/**
 * Taking and releasing held money, for one booking or a batch of them (the timers), inside
 * the caller's transaction. Each is one conditional UPDATE on `payment = 'held'`, so of racing
 * moves (a confirmation and a cancel, two sweeps) exactly one changes a booking; the provider
 * is then asked to do the same with a key per booking, before the transaction commits. When
 * the provider refuses, the transaction rolls back and nothing has changed.
 */
export function settlement({
  bookingPayments,
  provider,
  inventory,
  notifications,
  jobs,
  feePercent,
}: {
  /** The booking's payment columns, written by the bookings module. */
  bookingPayments: Pick<BookingPayments, 'release' | 'capture'>
  provider: PaymentProvider
  inventory: InventoryService
  notifications: NotificationsService
  jobs: Jobs
  feePercent: number
}) {
  /** Tells the provider `move` for each row's payment intent, one by one (a row may have none). */
  async function eachIntent(
    tx: Tx,
    rows: Row[],
    move: (intent: string, r: Row) => Promise<unknown>,
  ) {
    if (rows.length === 0) return
    const found = await tx
      .select({ bookingId: payments.bookingId, intentId: payments.intentId })
      .from(payments)
      .where(
        inArray(
          payments.bookingId,
          rows.map((r) => r.id),
        ),
      )
    const intents = new Map(found.map((p) => [p.bookingId, p.intentId]))
    for (const r of rows) {
      const intent = intents.get(r.id)
      if (intent) await move(intent, r)
    }
  }

  return {
    /** Voids the held payments `which` selects: the buyers keep their money, the cars are for sale. */
    async release(tx: Tx, which: SQL, why: string, by: By): Promise<Row[]> {
      const rows = await bookingPayments.release(tx, which, why, by, new Date())
      if (rows.length === 0) return rows
      await eachIntent(tx, rows, (intent, r) => provider.cancel(intent, `release-${r.id}`))
      await record(
        tx,
        rows.map((r) => ({
          bookingId: r.id,
          movement: 'release' as const,
          cents: r.amountCents,
          from: account.held,
          to: account.buyer,
        })),
      )
      await inventory.release(
        tx,
        rows.flatMap((r) => (r.carId ? [r.carId] : [])),
      )
      await notifications.notify(
        rows.flatMap((r) => moneyTold.released(saleOf(r), why)),
        tx,
      )
      return rows
    },

    /**
     * Takes the held payments `which` selects: the cars are sold, the fee is kept and each
     * seller's payout is queued (a job, in this transaction: it runs only if this commits).
     */
    async capture(tx: Tx, which: SQL, by: By, note?: string): Promise<Row[]> {
      // The sale closes the test drive too (bookings writes the row).
      const rows = await bookingPayments.capture(tx, which, by, new Date(), note)
      if (rows.length === 0) return rows
      await eachIntent(tx, rows, (intent, r) => provider.capture(intent, `capture-${r.id}`))
      await record(
        tx,
        rows.flatMap((r) => [
          {
            bookingId: r.id,
            movement: 'capture' as const,
            cents: r.amountCents,
            from: account.held,
            to: account.platform,
          },
          {
            bookingId: r.id,
            movement: 'fee' as const,
            cents: feeOf(r.amountCents, feePercent),
            from: account.platform,
            to: account.fees,
          },
        ]),
      )
      await inventory.sell(
        tx,
        rows.flatMap((r) => (r.carId ? [r.carId] : [])),
      )
      const owed = rows.filter((r) => r.sellerId)
      if (owed.length > 0) {
        await tx
          .insert(payouts)
          .values(
            owed.map((r) => {
              const fee = feeOf(r.amountCents, feePercent)
              return {
                bookingId: r.id,
                sellerId: r.sellerId!,
                amountCents: r.amountCents - fee,
                feeCents: fee,
              }
            }),
          )
          .onConflictDoNothing()
        await jobs.sendMany(
          PAYOUT_JOB,
          owed.map((r) => ({ bookingId: r.id })),
          { tx },
        )
      }
      await notifications.notify(
        rows.flatMap((r) =>
          moneyTold.captured(saleOf(r), r.amountCents - feeOf(r.amountCents, feePercent)),
        ),
        tx,
      )
      return rows
    },
  }
}
export type Settlement = ReturnType<typeof settlement>
