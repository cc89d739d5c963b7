import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { cars, offers, users } from '../../db/schema'
import type { NewNotification, NotificationsService } from '../notifications/service'
import { dealOf, offerTold } from './messages'

type Row = typeof offers.$inferSelect

/**
 * Pending offers ended by no one's move: closed on a car taken off the market, and the timers'
 * sweep (expired, closed).
 */
export function offerClosings(db: Db, { notifications }: { notifications: NotificationsService }) {
  /** Ends the pending offers `which` selects as `status`, telling whom `tell` says; how many. */
  async function end(
    tx: Tx,
    which: SQL,
    status: 'expired' | 'closed',
    reason: string | null,
    tell: (o: Row, buyerName: string) => NewNotification | NewNotification[],
  ) {
    const ended = await tx
      .update(offers)
      .set({ status, awaiting: null, expiresAt: null, reason, updatedAt: new Date() })
      .where(and(which, eq(offers.status, 'pending')))
      .returning()
    if (ended.length === 0) return 0
    const names = new Map(
      (
        await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...new Set(ended.map((o) => o.buyerId))]))
      ).map((u) => [u.id, u.name]),
    )
    await notifications.notify(
      ended.flatMap((o) => tell(o, names.get(o.buyerId) ?? 'The buyer')),
      tx,
    )
    return ended.length
  }

  return {
    /**
     * Closes the pending offers on a car, in the transaction that takes it off the market (a
     * payment held for it by `buyerId`); the other buyers are told why.
     */
    closeOn: (tx: Tx, carId: string, buyerId: string, why: string) =>
      end(tx, eq(offers.carId, carId), 'closed', why, (o, name) =>
        o.buyerId === buyerId ? [] : [offerTold.closed(dealOf(o, name), why)],
      ),

    /**
     * The timers' sweep: offers unanswered in time expire; pending offers on a car no longer
     * for sale (gone, hidden, reserved or sold) or of a buyer who left are closed.
     */
    async sweep(now = new Date()) {
      return db.transaction(async (tx) => {
        const expired = await end(tx, lte(offers.expiresAt, now), 'expired', null, (o, name) =>
          offerTold.expired(dealOf(o, name)),
        )
        const why = 'the car is no longer for sale.'
        const closed = await end(
          tx,
          or(
            sql`${offers.carId} is null`,
            sql`not exists (select 1 from ${cars} where ${cars.id} = ${offers.carId} and ${cars.status} = 'Active')`,
            sql`exists (select 1 from ${users} where ${users.id} = ${offers.buyerId} and (${users.deletedAt} is not null or ${users.suspendedAt} is not null))`,
          )!,
          'closed',
          why,
          (o, name) => offerTold.closed(dealOf(o, name), why),
        )
        return { expired, closed }
      })
    },
  }
}
