import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import { openStatuses } from '#shared/bookings'
import type { Tx } from '../../db/client'
import { bookings, users } from '../../db/schema'
import type { Deadlines } from './deadlines'

/**
 * What a booking still to be paid costs: the price a buyer and a seller agreed on, or the car's
 * asking price when it changes.
 */
export function bookingPrices({
  buyWithinMs,
  deadlines: { answerDeadline, wakeAt },
}: {
  /** How long after a completed test drive the buyer may still pay. */
  buyWithinMs: number
  deadlines: Deadlines
}) {
  return {
    /**
     * The price a buyer and a seller agreed on (an accepted offer), in its transaction, which
     * holds the car (inventory.bookable): the buyer's booking of the car still to be paid
     * takes it, or, without one, a request is made, for which the seller proposes times. Not
     * counted against the buyer's open requests: the seller agreed to it. The booking's id.
     */
    async agreePrice(
      tx: Tx,
      deal: {
        offerId: string
        carId: string
        buyerId: string
        sellerId: string
        amountCents: number
      },
      car: { name: string; city: string | null },
    ): Promise<string> {
      const now = new Date()
      const [open] = await tx
        .update(bookings)
        .set({ amountCents: deal.amountCents, offerId: deal.offerId })
        .where(
          and(
            eq(bookings.carId, deal.carId),
            eq(bookings.buyerId, deal.buyerId),
            eq(bookings.payment, 'pending'),
            or(
              inArray(bookings.status, openStatuses),
              and(
                eq(bookings.status, 'completed'),
                gt(bookings.closedAt, new Date(now.getTime() - buyWithinMs)),
              ),
            ),
          ),
        )
        .returning({ id: bookings.id })
      if (open) return open.id
      const [buyer] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, deal.buyerId))
      const answerBy = answerDeadline([], now)
      const [row] = await tx
        .insert(bookings)
        .values({
          carId: deal.carId,
          buyerId: deal.buyerId,
          sellerId: deal.sellerId,
          carName: car.name,
          buyerName: buyer!.name,
          buyerEmail: buyer!.email,
          phone: '',
          meetingLocation: car.city ?? 'To be agreed',
          amountCents: deal.amountCents,
          offerId: deal.offerId,
          status: 'requested',
          awaiting: 'seller',
          answerBy,
          history: [
            { status: 'requested', by: 'buyer', at: now.toISOString(), note: 'Price agreed' },
          ],
        })
        .returning({ id: bookings.id })
      await wakeAt(tx, [answerBy])
      return row!.id
    },

    /**
     * A car's asking price changed (in the edit's transaction): its bookings still to be paid
     * take the new price, except those with an agreed price below it.
     */
    async repriced(tx: Tx, carId: string, cents: number) {
      await tx
        .update(bookings)
        .set({ amountCents: cents, offerId: null })
        .where(
          and(
            eq(bookings.carId, carId),
            eq(bookings.payment, 'pending'),
            or(isNull(bookings.offerId), gt(bookings.amountCents, cents)),
          ),
        )
    },
  }
}
