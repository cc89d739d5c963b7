import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { openStatuses } from '#shared/bookings'
import { DELETED_ACCOUNT } from '../../db/closed-accounts'
import { logged } from '../../db/booking-history'
import type { Tx } from '../../db/client'
import { bookings } from '../../db/schema'
import type { NewNotification, NotificationsService } from '../notifications/service'
import { bookingsPage } from './messages'
import type { ReleaseHeld } from './service'

/**
 * Test drives called off from outside, in the caller's transaction: an account closing, a car
 * leaving the marketplace.
 */
export function callOffs({
  notifications,
  releaseHeld,
}: {
  notifications: NotificationsService
  releaseHeld: ReleaseHeld
}) {
  /**
   * Cancels the open bookings, and releases the held payments, of those `which` selects (an
   * account closing, a car leaving the marketplace); the bookings it cancelled.
   */
  async function cancelAllOpen(tx: Tx, which: SQL, note: string) {
    await releaseHeld(tx, which, note, 'system')
    const open = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        awaiting: null,
        answerBy: null,
        history: logged({ status: 'cancelled', by: 'system', note }, new Date()),
      })
      .where(
        and(
          which,
          inArray(bookings.status, openStatuses),
          inArray(bookings.payment, ['pending', 'released']),
        ),
      )
      .returning()
    return open
  }

  return {
    /**
     * A buyer's account is being deleted (in `tx`): their open unpaid bookings are cancelled
     * (the cars are for sale again) and every booking of theirs keeps no way to reach them
     * (address and phone) and names them "Deleted account", while paid ones stay on record.
     * Answers what to tell the sellers, for the caller's one `notify` at the end of its
     * transaction.
     */
    async forgetBuyer(tx: Tx, buyerId: string) {
      const open = await cancelAllOpen(
        tx,
        eq(bookings.buyerId, buyerId),
        'The buyer closed their account',
      )
      await tx
        .update(bookings)
        .set({ buyerName: DELETED_ACCOUNT, buyerEmail: '', phone: '' })
        .where(eq(bookings.buyerId, buyerId))
      return open.flatMap((b): NewNotification[] =>
        b.sellerId
          ? [
              {
                userId: b.sellerId,
                kind: 'booking.cancelled',
                title: `Test drive cancelled: ${b.carName}`,
                body: `The buyer closed their account, so their test drive of your ${b.carName} is off.`,
                link: bookingsPage.seller,
              },
            ]
          : [],
      )
    },

    /**
     * A seller's account is being deleted (in `tx`): their open unpaid test drives are cancelled
     * and the buyers told; the cars go back to Active for inventory.withdrawAllOf to take off
     * the marketplace next. Paid ones stay on record with their Sold cars.
     */
    async forgetSeller(tx: Tx, sellerId: string) {
      const open = await cancelAllOpen(
        tx,
        eq(bookings.sellerId, sellerId),
        'The seller closed their account',
      )
      return open.map((b): NewNotification => ({
        userId: b.buyerId,
        kind: 'booking.cancelled',
        title: `Test drive cancelled: ${b.carName}`,
        body: `The seller of the ${b.carName} closed their account, so the test drive is off. Nothing is owed.`,
        link: bookingsPage.buyer,
      }))
    },

    /**
     * A car leaves the marketplace (an admin hid it, or suspended its seller), in `tx`: the
     * open test drives of that car, or of every car of that seller, are cancelled and their
     * held payments released; the buyers are told `why`.
     */
    async callOff(tx: Tx, of: { carId: string } | { sellerId: string }, why: string) {
      const which =
        'carId' in of ? eq(bookings.carId, of.carId) : eq(bookings.sellerId, of.sellerId)
      const open = await cancelAllOpen(tx, which, why)
      await notifications.notify(
        open.map((b) => ({
          userId: b.buyerId,
          kind: 'booking.cancelled' as const,
          title: `Test drive cancelled: ${b.carName}`,
          body: `${why} Your test drive of the ${b.carName} is off; nothing is owed.`,
          link: bookingsPage.buyer,
        })),
        tx,
      )
    },
  }
}
