import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Booking, NewBooking, PaymentStart } from '../../../shared/bookings'
import type { ListWindow } from '../../../shared/lists'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { bookings, payments } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { PaymentProvider } from '../../payments/provider'
import { sandboxCardError, type SandboxCard } from '../../payments/sandbox'
import type { InventoryService } from '../inventory/service'
import type { NewNotification, NotificationsService } from '../notifications/service'

const TAKEN = 'Sorry, this car has just been booked by someone else'

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`
const SELLER_BOOKINGS = '/dashboard/bookings'

function toWire(b: typeof bookings.$inferSelect, covers: Map<string, string>): Booking {
  return {
    _id: b.id,
    car_id: b.carId,
    car: b.carName,
    image: (b.carId && covers.get(b.carId)) || null,
    name: b.buyerName,
    email: b.buyerEmail,
    phone: b.phone,
    price: Math.round(b.amountCents / 100),
    meeting_location: b.meetingLocation,
    payment: b.status,
    createdAt: b.createdAt.toISOString(),
    paidAt: b.paidAt?.toISOString() ?? null,
  }
}

export function bookingsService(
  db: Db,
  {
    provider,
    inventory,
    notifications,
  }: {
    provider: PaymentProvider
    inventory: InventoryService
    notifications: NotificationsService
  },
) {
  /** Bookings on the wire, each with its car's cover photo (one query for the lot). */
  async function wire(rows: (typeof bookings.$inferSelect)[]): Promise<Booking[]> {
    const covers = await inventory.coversOf(rows.flatMap((r) => (r.carId ? [r.carId] : [])))
    return rows.map((r) => toWire(r, covers))
  }

  /** Paid once, whatever number of confirmations arrive: only a pending booking turns paid. */
  async function markPaid(tx: Tx, bookingId: string): Promise<boolean> {
    const [paid] = await tx
      .update(bookings)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
      .returning({
        carId: bookings.carId,
        buyerId: bookings.buyerId,
        buyerName: bookings.buyerName,
        carName: bookings.carName,
        amountCents: bookings.amountCents,
      })
    if (!paid) return false
    const sellerId = paid.carId ? await inventory.markSold(tx, paid.carId) : null
    await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(eq(payments.bookingId, bookingId))
    const amount = dollars(paid.amountCents)
    await notifications.notify(
      [
        ...(sellerId
          ? [
              {
                userId: sellerId,
                kind: 'payment.received' as const,
                title: `Payment received: ${paid.carName}`,
                body: `${paid.buyerName} paid ${amount} for your ${paid.carName}.`,
                link: SELLER_BOOKINGS,
              },
            ]
          : []),
        {
          userId: paid.buyerId,
          kind: 'payment.receipt',
          title: `Receipt: ${paid.carName}`,
          body: `You paid ${amount} for the ${paid.carName}. The seller has been told.`,
          link: '/dashboard/myorders',
        },
      ],
      tx,
    )
    return true
  }

  return {
    /** Books the car for the buyer; the booking's id. */
    async create(input: NewBooking, buyer: SessionUser): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          const car = await inventory.reserve(tx, input.car_id, buyer.id)
          const [row] = await tx
            .insert(bookings)
            .values({
              carId: input.car_id,
              buyerId: buyer.id,
              carName: car.name,
              buyerName: buyer.name,
              buyerEmail: buyer.email,
              phone: input.phone,
              meetingLocation: input.meeting_location,
              amountCents: car.resalePriceCents,
            })
            .returning({ id: bookings.id })
          await notifications.notify(
            {
              userId: car.sellerId,
              kind: 'booking.requested',
              title: `New booking: ${car.name}`,
              body: `${buyer.name} booked your ${car.name} and wants to meet at ${input.meeting_location}.`,
              link: SELLER_BOOKINGS,
            },
            tx,
          )
          return row!.id
        })
      } catch (err) {
        // Two bookings of one car at once: the open-booking index lets one win.
        if (databaseErrorCode(err) === '23505') throw new Refusal(409, TAKEN)
        throw err
      }
    },

    /** Which of these cars the buyer holds: booked (not paid yet) or bought. */
    async heldBy(buyerId: string, carIds: string[]): Promise<Map<string, 'booked' | 'bought'>> {
      if (carIds.length === 0) return new Map()
      const rows = await db
        .select({ carId: bookings.carId, status: bookings.status })
        .from(bookings)
        .where(
          and(
            eq(bookings.buyerId, buyerId),
            inArray(bookings.carId, carIds),
            inArray(bookings.status, ['pending', 'paid']),
          ),
        )
      return new Map(rows.map((r) => [r.carId!, r.status === 'paid' ? 'bought' : 'booked']))
    },

    /** A buyer's bookings, newest first (index bookings_by_buyer). */
    async listMine(buyerId: string, { limit, offset }: ListWindow): Promise<Booking[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(eq(bookings.buyerId, buyerId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(offset)
      return wire(rows)
    },

    /**
     * The bookings of a seller's cars, newest first. The page's ids come from the indexes
     * alone (cars_by_seller, then bookings_by_car: index-only scans), then only those rows are
     * read; a seller with 500 cars and 5,000 bookings costs milliseconds.
     */
    async listForSeller(sellerId: string, { limit, offset }: ListWindow): Promise<Booking[]> {
      const newest = [desc(bookings.createdAt), desc(bookings.id)]
      const page = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(inArray(bookings.carId, inventory.carIdsOf(sellerId)))
        .orderBy(...newest)
        .limit(limit)
        .offset(offset)
      const rows = await db
        .select()
        .from(bookings)
        .where(inArray(bookings.id, page))
        .orderBy(...newest)
      return wire(rows)
    },

    /** The booking for its buyer, its car's seller or an admin; anyone else learns nothing. */
    async visible(id: string, caller: SessionUser): Promise<Booking> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      const allowed =
        row &&
        (caller.role === 'admin' ||
          row.buyerId === caller.id ||
          (row.carId && (await inventory.sellerOf(row.carId)) === caller.id))
      if (allowed) return (await wire([row]))[0]!
      throw new Refusal(404, 'Booking not found')
    },

    /** The buyer calls off a pending booking; its car is for sale again. */
    async cancel(id: string, buyerId: string): Promise<void> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ status: 'cancelled' })
          .where(
            and(eq(bookings.id, id), eq(bookings.buyerId, buyerId), eq(bookings.status, 'pending')),
          )
          .returning({
            carId: bookings.carId,
            carName: bookings.carName,
            buyerName: bookings.buyerName,
          })
        if (!row) {
          const [other] = await tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.id, id), eq(bookings.buyerId, buyerId)))
          if (!other) throw new Refusal(404, 'Booking not found')
          throw new Refusal(409, `This booking is ${other.status} and cannot be cancelled`)
        }
        const sellerId = row.carId ? await inventory.release(tx, row.carId) : null
        if (sellerId) {
          await notifications.notify(
            {
              userId: sellerId,
              kind: 'booking.cancelled',
              title: `Booking cancelled: ${row.carName}`,
              body: `${row.buyerName} cancelled the booking. Your ${row.carName} is for sale again.`,
              link: SELLER_BOOKINGS,
            },
            tx,
          )
        }
      })
    },

    /**
     * A buyer's account is being deleted (in `tx`): their unpaid bookings are cancelled (the
     * cars are for sale again) and every booking of theirs keeps no way to reach them (address
     * and phone), while paid ones stay on record. Answers what to tell the sellers, for the
     * caller's one `notify` at the end of its transaction.
     */
    async forgetBuyer(tx: Tx, buyerId: string, deletedAddress: string) {
      const open = await tx
        .update(bookings)
        .set({ status: 'cancelled' })
        .where(and(eq(bookings.buyerId, buyerId), eq(bookings.status, 'pending')))
        .returning({ carId: bookings.carId, carName: bookings.carName })
      const tell: NewNotification[] = []
      for (const { carId, carName } of open) {
        const sellerId = carId ? await inventory.release(tx, carId) : null
        if (!sellerId) continue
        tell.push({
          userId: sellerId,
          kind: 'booking.cancelled',
          title: `Booking cancelled: ${carName}`,
          body: `The buyer closed their account. Your ${carName} is for sale again.`,
          link: SELLER_BOOKINGS,
        })
      }
      await tx
        .update(bookings)
        .set({ buyerEmail: deletedAddress, phone: '' })
        .where(eq(bookings.buyerId, buyerId))
      return tell
    },

    /** Starts (or resumes) paying for the buyer's own pending booking, for its own amount. */
    async startPayment(id: string, buyerId: string): Promise<PaymentStart> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.buyerId, buyerId)))
      if (!row) throw new Refusal(404, 'Booking not found')
      if (row.status === 'paid') throw new Refusal(409, 'This booking is already paid')
      if (row.status === 'cancelled') throw new Refusal(409, 'This booking was cancelled')
      const [existing] = await db.select().from(payments).where(eq(payments.bookingId, id))
      let clientSecret = existing?.provider === provider.name ? existing.clientSecret : undefined
      if (!clientSecret) {
        const intent = await provider.createIntent({
          amountCents: row.amountCents,
          currency: 'usd',
          bookingId: id,
        })
        clientSecret = intent.clientSecret
        await db
          .insert(payments)
          .values({
            bookingId: id,
            provider: provider.name,
            amountCents: row.amountCents,
            ...intent,
          })
          .onConflictDoUpdate({
            target: payments.bookingId,
            set: { provider: provider.name, ...intent, updatedAt: new Date() },
          })
      }
      return {
        provider: provider.name,
        clientSecret,
        amount: Math.round(row.amountCents / 100),
        currency: 'usd',
        publishableKey: provider.publishableKey,
      }
    },

    /**
     * The sandbox provider's card check for the buyer's own payment (API.md POST
     * /api/payments/sandbox/confirm): paid, or refused with the provider's words (402).
     */
    async confirmSandbox(clientSecret: string, card: SandboxCard, buyerId: string) {
      if (provider.name !== 'sandbox') {
        throw new Refusal(404, 'The sandbox payment provider is not in use')
      }
      const [found] = await db
        .select({ bookingId: bookings.id, status: bookings.status })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(and(eq(payments.clientSecret, clientSecret), eq(bookings.buyerId, buyerId)))
      if (!found) throw new Refusal(404, 'Payment not found')
      if (found.status === 'cancelled') throw new Refusal(409, 'This booking was cancelled')
      if (found.status === 'paid') return
      const cardError = sandboxCardError(card)
      if (cardError) throw new Refusal(402, cardError)
      await db.transaction((tx) => markPaid(tx, found.bookingId))
    },

    /** A provider said this intent succeeded (sandbox confirm or Stripe webhook). */
    async paidByIntent(intentId: string) {
      return db.transaction(async (tx) => {
        const [p] = await tx
          .select({ bookingId: payments.bookingId })
          .from(payments)
          .where(eq(payments.intentId, intentId))
        return p ? markPaid(tx, p.bookingId) : false
      })
    },
  }
}
export type BookingsService = ReturnType<typeof bookingsService>
