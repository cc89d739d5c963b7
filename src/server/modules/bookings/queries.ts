import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm'
import { openStatuses, type Booking } from '#shared/bookings'
import type { ListWindow } from '#shared/lists'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { answersFor } from '../../db/dealer-team'
import { bookings } from '../../db/schema'
import { Refusal } from '../../errors'
import type { BookingWire } from './wire'

/** What people read of bookings: their lists, one booking, and which cars a buyer holds. */
export function bookingQueries(db: Db, { wire }: { wire: BookingWire }) {
  /** The bookings `where` selects, newest first: one window of them. */
  const newestFirst = (where: SQL, { limit, offset }: ListWindow) =>
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit)
      .offset(offset)

  return {
    /** Which of these cars are the buyer's: booked (an open request), reserved (money held) or bought. */
    async heldBy(
      buyerId: string,
      carIds: string[],
    ): Promise<Map<string, 'booked' | 'reserved' | 'bought'>> {
      if (carIds.length === 0) return new Map()
      const rows = await db
        .select({ carId: bookings.carId, payment: bookings.payment })
        .from(bookings)
        .where(
          and(
            eq(bookings.buyerId, buyerId),
            inArray(bookings.carId, carIds),
            or(inArray(bookings.status, openStatuses), inArray(bookings.payment, ['held', 'paid'])),
          ),
        )
      const mine = { held: 'reserved', paid: 'bought' } as const
      // A car with a request and a hold, or a sale, is the stronger of the two.
      const rank = { booked: 0, reserved: 1, bought: 2 }
      const held = new Map<string, 'booked' | 'reserved' | 'bought'>()
      for (const r of rows) {
        const now = mine[r.payment as keyof typeof mine] ?? 'booked'
        const before = held.get(r.carId!)
        if (!before || rank[now] > rank[before]) held.set(r.carId!, now)
      }
      return held
    },

    /** A buyer's bookings, newest first (index bookings_by_buyer). */
    async listMine(buyerId: string, window: ListWindow): Promise<Booking[]> {
      return wire(await newestFirst(eq(bookings.buyerId, buyerId), window), buyerId)
    },

    /**
     * The bookings of a seller's cars, newest first (index bookings_by_seller); for a dealer's
     * people, the dealer's.
     */
    async listForSeller(callerId: string, window: ListWindow): Promise<Booking[]> {
      const sellers = await answersFor(db, callerId)
      return wire(await newestFirst(inArray(bookings.sellerId, sellers), window), callerId, sellers)
    },

    /** The booking for its buyer, its car's seller or an admin; anyone else learns nothing. */
    async visible(id: string, caller: SessionUser): Promise<Booking> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      const booking = row && (await wire([row], caller.id, await answersFor(db, caller.id)))[0]!
      if (booking && (booking.you || caller.role === 'admin')) return booking
      throw new Refusal(404, 'Booking not found')
    },
  }
}
