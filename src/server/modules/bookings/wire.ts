import { and, inArray } from 'drizzle-orm'
import type { Booking, Side } from '#shared/bookings'
import type { Db } from '../../db/client'
import { bookings, conversations, users } from '../../db/schema'
import type { InventoryService } from '../inventory/service'
import { reviewWindow, type ReviewsService } from './reviews'
import { actionsFor } from './rules'

type Row = typeof bookings.$inferSelect

/**
 * The caller's side of a booking: its buyer, its car's seller (one of `sellers`: those the
 * caller answers for, `answersFor`), or neither (null).
 */
export function sideOf(row: Row, callerId: string, sellers: string[]): Side | null {
  if (row.buyerId === callerId) return 'buyer'
  if (row.sellerId && sellers.includes(row.sellerId)) return 'seller'
  return null
}

/** A booking's conversation is the one about its car between its buyer and the seller. */
const talkKey = (carId: string, buyerId: string) => `${carId} ${buyerId}`

function toWire(
  b: Row,
  cars: {
    covers: Map<string, string>
    forSale: Set<string>
    vins: Map<string, string | null>
    sellers: Map<string, string>
  },
  talks: Map<string, string>,
  you: Side | null,
  { now, buyWithinMs }: { now: Date; buyWithinMs: number },
): Booking {
  const { covers } = cars
  return {
    _id: b.id,
    car_id: b.carId,
    car: b.carName,
    image: (b.carId && covers.get(b.carId)) || null,
    vin: (b.carId && cars.vins.get(b.carId)) || null,
    sellerName: (b.sellerId && cars.sellers.get(b.sellerId)) || null,
    name: b.buyerName,
    email: b.buyerEmail,
    phone: b.phone,
    price: Math.round(b.amountCents / 100),
    offer_id: b.offerId,
    meeting_location: b.meetingLocation,
    payment: b.payment,
    createdAt: b.createdAt.toISOString(),
    paidAt: b.paidAt?.toISOString() ?? null,
    heldUntil: b.heldUntil?.toISOString() ?? null,
    handover: b.handoverAt
      ? {
          at: b.handoverAt.toISOString(),
          confirmBy: b.confirmBy!.toISOString(),
          confirmedAt: b.handoverConfirmedAt?.toISOString() ?? null,
          objection: b.objection,
        }
      : null,
    refundedAmount: Math.round(b.refundedCents / 100),
    status: b.status,
    awaiting: b.awaiting,
    slots: b.slots.map((s) => s.toISOString()),
    appointmentAt: b.appointmentAt?.toISOString() ?? null,
    answerBy: b.status === 'requested' ? (b.answerBy?.toISOString() ?? null) : null,
    timeZone: b.timeZone,
    history: b.history,
    you,
    actions: actionsFor(b, you, {
      now,
      buyWithinMs,
      carForSale: Boolean(b.carId && cars.forSale.has(b.carId)),
    }),
    conversationId: (b.carId && talks.get(talkKey(b.carId, b.buyerId))) || null,
  }
}

/**
 * Bookings on the wire as each caller sees them: their side, the moves they may make, the car's
 * cover photo and the conversation about it.
 */
export function bookingWire(
  db: Db,
  {
    inventory,
    reviews,
    buyWithinMs,
  }: {
    inventory: InventoryService
    reviews: ReviewsService
    /** How long after a completed test drive the buyer may still pay. */
    buyWithinMs: number
  },
) {
  /**
   * The conversation of each booking that has one, by `talkKey` (read for the link only: the
   * messages module writes conversations).
   */
  async function conversationsOf(rows: Row[]) {
    const carIds = [...new Set(rows.flatMap((r) => (r.carId ? [r.carId] : [])))]
    if (carIds.length === 0) return new Map<string, string>()
    const found = await db
      .select({ id: conversations.id, carId: conversations.carId, buyerId: conversations.buyerId })
      .from(conversations)
      .where(
        and(
          inArray(conversations.carId, carIds),
          inArray(conversations.buyerId, [...new Set(rows.map((r) => r.buyerId))]),
        ),
      )
    return new Map(found.flatMap((c) => (c.carId ? [[talkKey(c.carId, c.buyerId), c.id]] : [])))
  }

  /**
   * The sellers' public names, and who of the two sides closed their account (read to show
   * them; accounts are the users module's).
   */
  async function people(rows: Row[]) {
    const ids = [
      ...new Set(rows.flatMap((r) => (r.sellerId ? [r.sellerId, r.buyerId] : [r.buyerId]))),
    ]
    const found = ids.length
      ? await db
          .select({ id: users.id, name: users.name, deletedAt: users.deletedAt })
          .from(users)
          .where(inArray(users.id, ids))
      : []
    return {
      sellers: new Map(found.flatMap((u) => (u.deletedAt ? [] : [[u.id, u.name] as const]))),
      gone: new Set(found.flatMap((u) => (u.deletedAt ? [u.id] : []))),
    }
  }

  /** The other side of `r` to `side` has closed their account (or the car's seller is unknown). */
  const otherGone = (r: Row, side: Side, gone: Set<string>) =>
    side === 'buyer' ? !r.sellerId || gone.has(r.sellerId) : gone.has(r.buyerId)

  /** Bookings on the wire as `callerId` sees them, with cover photos and conversations. */
  return async function wire(
    rows: Row[],
    callerId: string,
    actingFor = [callerId],
  ): Promise<Booking[]> {
    const carIds = rows.flatMap((r) => (r.carId ? [r.carId] : []))
    const covers = await inventory.coversOf(carIds)
    const statuses = await inventory.statusesOf(carIds)
    const forSale = new Set(carIds.filter((id) => statuses.get(id)?.status === 'Active'))
    const vins = new Map([...statuses].map(([id, car]) => [id, car.vin]))
    const { sellers, gone } = await people(rows)
    const talks = await conversationsOf(rows)
    const now = new Date()
    const reviewable = rows.filter((r) => reviewWindow(r, reviews.windowMs, now)?.open)
    const written = await reviews.writtenOn(reviewable.map((r) => r.id))
    return rows.map((r) => {
      const side = sideOf(r, callerId, actingFor)
      const booking = toWire(r, { covers, forSale, vins, sellers }, talks, side, {
        now,
        buyWithinMs,
      })
      // Nobody is asked to review someone who has left: the booking asks nothing more of them.
      if (
        side &&
        reviewable.includes(r) &&
        !written.has(`${r.id} ${side}`) &&
        !otherGone(r, side, gone)
      ) {
        booking.actions.push('review')
      }
      return booking
    })
  }
}

/** Writes bookings on the wire as a caller sees them (made by `bookingWire`). */
export type BookingWire = ReturnType<typeof bookingWire>
