import { and, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import { dueBatch } from '../../db/booking-history'
import type { Db } from '../../db/client'
import { bookings } from '../../db/schema'
import type { PayoutsService } from './payouts'
import { AUTHORISATION_LIFETIME_MS, LAPSE_MARGIN_MS } from './rules'
import type { Settlement } from './settle'

/** Bookings settled per transaction: a sweep of 10,000 holds no lock for long. */
const BATCH = 500

/**
 * The money's timers, as one sweep of whatever is due (docs/api.md "Money held until the car
 * changes hands"): a hold with no handover by `heldUntil` is released; a handover the buyer neither
 * confirmed nor objected to by `confirmBy` is taken; a hold whose card authorisation is about to
 * lapse (the buyer objected and no admin decided) is released; payouts left queued are sent. Each
 * step settles batches of rows locked with SKIP LOCKED, so a sweep racing a person's move, or
 * another process's sweep, changes a booking once. Running it again changes nothing more.
 */
export function moneySweeper(
  db: Db,
  { settle, payouts }: { settle: Settlement; payouts: Pick<PayoutsService, 'sendOverdue'> },
) {
  /** Settles every due booking, BATCH at a time; how many. */
  async function drain(
    due: SQL,
    act: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], which: SQL) => Promise<unknown[]>,
  ) {
    let total = 0
    for (;;) {
      const n = await db.transaction(async (tx) => {
        return (await act(tx, dueBatch(tx, due, BATCH))).length
      })
      total += n
      if (n < BATCH) return total
    }
  }

  return {
    async run(now = new Date()) {
      const held = eq(bookings.payment, 'held')
      const expired = await drain(
        and(held, isNull(bookings.handoverAt), lte(bookings.heldUntil, now))!,
        (tx, which) => settle.release(tx, which, 'The car was not handed over in time.', 'system'),
      )
      const confirmed = await drain(
        and(
          held,
          isNotNull(bookings.handoverAt),
          isNull(bookings.objection),
          lte(bookings.confirmBy, now),
        )!,
        (tx, which) => settle.capture(tx, which, 'system', 'No answer from the buyer in time'),
      )
      const lapse = new Date(now.getTime() - AUTHORISATION_LIFETIME_MS + LAPSE_MARGIN_MS)
      const lapsed = await drain(and(held, lte(bookings.heldAt, lapse))!, (tx, which) =>
        settle.release(
          tx,
          which,
          'The hold on the card was about to run out before the problem was settled.',
          'system',
        ),
      )
      const paidOut = await payouts.sendOverdue(new Date(now.getTime() - 60_000))
      return { expired, confirmed, lapsed, paidOut }
    },
  }
}
