import { inArray } from 'drizzle-orm'
import type { Side } from '#shared/bookings'
import type { Offer } from '#shared/offers'
import { DELETED_ACCOUNT } from '../../db/closed-accounts'
import type { Db } from '../../db/client'
import { bookings as bookingsTable, users, type offers } from '../../db/schema'
import type { InventoryService } from '../inventory/service'
import { offerActions } from './rules'

type Row = typeof offers.$inferSelect

/** Offers on the wire as each caller sees them: their side, their moves, the car's photo. */
export function offerWire(db: Db, { inventory }: { inventory: InventoryService }) {
  /** The offers on the wire as `caller` sees them. */
  return async function toWire(rows: Row[], caller: string): Promise<Offer[]> {
    if (rows.length === 0) return []
    const carIds = [...new Set(rows.flatMap((r) => (r.carId ? [r.carId] : [])))]
    const people = [...new Set(rows.flatMap((r) => [r.buyerId, r.sellerId]))]
    const covers = await inventory.coversOf(carIds)
    const found = await db
      .select({ id: users.id, name: users.name, deletedAt: users.deletedAt })
      .from(users)
      .where(inArray(users.id, people))
    const names = new Map(found.flatMap((u) => (u.deletedAt ? [] : [[u.id, u.name] as const])))
    const accepted = rows.filter((o) => o.status === 'accepted').map((o) => o.id)
    const booked = new Map(
      accepted.length === 0
        ? []
        : (
            await db
              .select({ id: bookingsTable.id, offerId: bookingsTable.offerId })
              .from(bookingsTable)
              .where(inArray(bookingsTable.offerId, accepted))
          ).map((b) => [b.offerId!, b.id]),
    )
    const now = new Date()
    return rows.map((o) => {
      const you: Side = o.buyerId === caller ? 'buyer' : 'seller'
      return {
        _id: o.id,
        car_id: o.carId,
        car: o.carName,
        image: (o.carId && covers.get(o.carId)) || null,
        askingPrice: Math.round(o.askingCents / 100),
        // A buyer who closed their account, as bookings and leads name them.
        buyerName: names.get(o.buyerId) ?? DELETED_ACCOUNT,
        sellerName: names.get(o.sellerId) ?? null,
        status: o.status,
        awaiting: o.awaiting,
        amount: Math.round(o.amountCents / 100),
        round: o.round,
        expiresAt: o.expiresAt?.toISOString() ?? null,
        reason: o.reason,
        history: o.history.map((h) => ({ amount: Math.round(h.cents / 100), by: h.by, at: h.at })),
        createdAt: o.createdAt.toISOString(),
        you,
        // An offer of someone who left asks nothing more (the sweep closes it within a minute).
        actions: names.has(o.buyerId) ? offerActions(o, you, now) : [],
        bookingId: booked.get(o.id) ?? null,
      }
    })
  }
}

/** Writes offers on the wire as a caller sees them (made by `offerWire`). */
export type OfferWire = ReturnType<typeof offerWire>
