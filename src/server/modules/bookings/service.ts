import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Booking, NewBooking } from '../../../shared/bookings'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { bookings, payments } from '../../db/schema'
import type { PaymentProvider } from '../../payments/provider'
import type { ListWindow } from '../../../shared/lists'
import { reservations } from '../catalogue/reservations'

type Fail = { ok: false; status: 402 | 403 | 404 | 409; message: string }
const fail = (status: Fail['status'], message: string): Fail => ({ ok: false, status, message })

function toWire(b: typeof bookings.$inferSelect): Booking {
  return {
    _id: b.id,
    car_id: b.carId,
    car: b.carName,
    name: b.buyerName,
    email: b.buyerEmail,
    phone: b.phone,
    price: Math.round(b.amountCents / 100),
    meeting_location: b.meetingLocation,
    payment: b.status,
    createdAt: b.createdAt.toISOString(),
  }
}

const isUniqueViolation = (err: unknown) =>
  (err as { cause?: { code?: string } })?.cause?.code === '23505' ||
  (err as { code?: string })?.code === '23505'

export function bookingsService(db: Db, provider: PaymentProvider) {
  /** Paid once, whatever number of confirmations arrive: only a pending booking turns paid. */
  async function markPaid(tx: Db | Tx, bookingId: string): Promise<boolean> {
    const [paid] = await tx
      .update(bookings)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
      .returning({ carId: bookings.carId })
    if (!paid) return false
    if (paid.carId) await reservations.markSold(tx, paid.carId)
    await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(eq(payments.bookingId, bookingId))
    return true
  }

  return {
    async create(input: NewBooking, buyer: SessionUser) {
      try {
        return await db.transaction(async (tx) => {
          const reserved = await reservations.reserve(tx, input.car_id, buyer.id)
          if (!reserved.ok) return reserved
          const [row] = await tx
            .insert(bookings)
            .values({
              carId: input.car_id,
              buyerId: buyer.id,
              carName: reserved.car.name,
              buyerName: buyer.name,
              buyerEmail: buyer.email,
              phone: input.phone,
              meetingLocation: input.meeting_location,
              amountCents: reserved.car.resalePriceCents,
            })
            .returning({ id: bookings.id })
          return { ok: true as const, id: row!.id }
        })
      } catch (err) {
        if (isUniqueViolation(err))
          return fail(409, 'Sorry, this car has just been booked by someone else')
        throw err
      }
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
      return rows.map(toWire)
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
        .where(inArray(bookings.carId, reservations.carsOf(db, sellerId)))
        .orderBy(...newest)
        .limit(limit)
        .offset(offset)
      const rows = await db
        .select()
        .from(bookings)
        .where(inArray(bookings.id, page))
        .orderBy(...newest)
      return rows.map(toWire)
    },

    /** The booking for its buyer, its car's seller or an admin; anyone else learns nothing. */
    async visible(id: string, caller: SessionUser): Promise<Booking | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      if (!row) return null
      if (caller.role === 'admin' || row.buyerId === caller.id) return toWire(row)
      if (row.carId && (await reservations.sellerOf(db, row.carId)) === caller.id)
        return toWire(row)
      return null
    },

    async cancel(id: string, buyerId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ status: 'cancelled' })
          .where(
            and(eq(bookings.id, id), eq(bookings.buyerId, buyerId), eq(bookings.status, 'pending')),
          )
          .returning({ carId: bookings.carId })
        if (!row) {
          const [other] = await tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.id, id), eq(bookings.buyerId, buyerId)))
          return other
            ? fail(409, `This booking is ${other.status} and cannot be cancelled`)
            : fail(404, 'Booking not found')
        }
        if (row.carId) await reservations.release(tx, row.carId)
        return { ok: true as const }
      })
    },

    /** Starts (or resumes) paying for the buyer's own pending booking, for its own amount. */
    async startPayment(id: string, buyerId: string) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.buyerId, buyerId)))
      if (!row) return fail(404, 'Booking not found')
      if (row.status === 'paid') return fail(409, 'This booking is already paid')
      if (row.status === 'cancelled') return fail(409, 'This booking was cancelled')
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
        ok: true as const,
        value: {
          provider: provider.name,
          clientSecret,
          amount: Math.round(row.amountCents / 100),
          currency: 'usd',
          publishableKey: provider.publishableKey,
        },
      }
    },

    /** The booking a buyer's client secret belongs to, or null. */
    async byClientSecret(clientSecret: string, buyerId: string) {
      const [row] = await db
        .select({ bookingId: bookings.id, status: bookings.status })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(and(eq(payments.clientSecret, clientSecret), eq(bookings.buyerId, buyerId)))
      return row ?? null
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

    async paid(bookingId: string) {
      return db.transaction((tx) => markPaid(tx, bookingId))
    },
  }
}
export type BookingsService = ReturnType<typeof bookingsService>
