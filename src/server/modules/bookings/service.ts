import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import {
  openStatuses,
  type Booking,
  type BookingStatus,
  type NewBooking,
  type Side,
} from '../../../shared/bookings'
import type { ListWindow } from '../../../shared/lists'
import type { NewReview, ReviewCreated } from '../../../shared/reviews'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { bookings, conversations, users } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { InventoryService } from '../inventory/service'
import type { LeadsService } from '../leads/service'
import type { NewNotification, NotificationsService } from '../notifications/service'
import { bookingsPage, calendarEvent, reviewed, told } from './messages'
import { actionsFor, moves, refusal, type Move } from './rules'
import { reviewWindow, type ReviewsService } from './reviews'
import { about, sweeper } from './timers'
import { logged } from '../../db/booking-history'
import { answersFor } from '../../db/dealer-team'

const ASKED = 'You have already asked for a test drive of this car'
const TIMERS = 'bookings.timers'

type Row = typeof bookings.$inferSelect

/**
 * The caller's side of a booking: its buyer, its car's seller (one of `sellers`: those the
 * caller answers for, `answersFor`), or neither (null).
 */
function sideOf(row: Row, callerId: string, sellers: string[]): Side | null {
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

export interface BookingTimers {
  answerWithinMs: number
  closeAfterMs: number
}

/** Releases the held payments `which` selects, in `tx` (modules/money, given by app.ts). */
export type ReleaseHeld = (
  tx: Tx,
  which: SQL,
  why: string,
  by: Side | 'system',
) => Promise<unknown[]>

export async function bookingsService(
  db: Db,
  {
    inventory,
    notifications,
    jobs,
    timers,
    publicUrl,
    reviews,
    releaseHeld,
    buyWithinMs,
    openPerBuyer,
    leads,
  }: {
    inventory: InventoryService
    notifications: NotificationsService
    jobs: Jobs
    timers: BookingTimers
    publicUrl: string
    reviews: ReviewsService
    releaseHeld: ReleaseHeld
    /** How long after a completed test drive the buyer may still pay. */
    buyWithinMs: number
    /** Open requests per buyer with a confirmed e-mail address (one without). */
    openPerBuyer: number
    /** A request on a dealer's car is a lead; the seller's answer answers it. */
    leads: Pick<LeadsService, 'record' | 'answered'>
  },
) {
  /** The seller's side moved on a booking: an answer to the buyer's leads about the car. */
  async function answeredBy(tx: Tx, row: Row, side: Side) {
    if (side === 'seller' && row.carId) await leads.answered(tx, row.carId, row.buyerId)
  }

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

  /** The sellers' public names (read to show them; accounts are the users module's). */
  async function sellerNames(rows: Row[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.sellerId ? [r.sellerId] : [])))]
    if (ids.length === 0) return new Map<string, string>()
    const found = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
    return new Map(found.map((u) => [u.id, u.name]))
  }

  /** Bookings on the wire as `callerId` sees them, with cover photos and conversations. */
  async function wire(rows: Row[], callerId: string, actingFor = [callerId]): Promise<Booking[]> {
    const carIds = rows.flatMap((r) => (r.carId ? [r.carId] : []))
    const covers = await inventory.coversOf(carIds)
    const statuses = await inventory.statusesOf(carIds)
    const forSale = new Set(carIds.filter((id) => statuses.get(id)?.status === 'Active'))
    const vins = new Map([...statuses].map(([id, car]) => [id, car.vin]))
    const sellers = await sellerNames(rows)
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
      if (side && reviewable.includes(r) && !written.has(`${r.id} ${side}`)) {
        booking.actions.push('review')
      }
      return booking
    })
  }

  /** A request waits for its answer this long, and never past its last proposed time. */
  function answerDeadline(slots: Date[], now: Date) {
    const limit = now.getTime() + timers.answerWithinMs
    const last = slots.length ? Math.max(...slots.map((s) => s.getTime())) : limit
    return new Date(Math.min(limit, last))
  }

  /** Wakes the timers' sweep at each of these moments (in `tx`: only if it commits). */
  async function wakeAt(tx: Tx, moments: Date[]) {
    for (const startAfter of moments) await jobs.send(TIMERS, {}, { tx, startAfter })
  }

  /** The appointment's timers: the two reminders and the automatic closing. */
  const appointmentMoments = (at: Date) => [
    new Date(at.getTime() - 24 * 3_600_000),
    new Date(at.getTime() - 2 * 3_600_000),
    new Date(at.getTime() + timers.closeAfterMs),
  ]

  /** The booking and the caller's side: 404 for who may not see it, 403 for an admin looking on. */
  async function asParty(id: string, caller: SessionUser, what: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
    const side = row ? sideOf(row, caller.id, await answersFor(db, caller.id)) : null
    if (!row || (!side && caller.role !== 'admin')) throw new Refusal(404, 'Booking not found')
    if (!side) throw new Refusal(403, `Only the buyer or the seller can ${what}`)
    return { row, side, sellerId: row.sellerId }
  }

  /**
   * Loads a booking for a move by the caller: 404 for anyone who may not see it, 403 for who
   * may see it but not make this move, 409 when its state does not allow it.
   */
  async function forMove(id: string, caller: SessionUser, move: Move) {
    const party = await asParty(id, caller, 'answer a booking')
    if (!moves[move].by.includes(party.side)) {
      throw new Refusal(403, `Only the ${moves[move].by.join(' or the ')} can do that`)
    }
    const refused = refusal(move, party.side, party.row)
    if (refused) throw new Refusal(409, refused)
    return party
  }

  /**
   * Makes a move as one conditional UPDATE: it happens only if the booking is still as it was
   * read (same status, same history length), so of racing moves exactly one wins; the losers
   * get 409 with the booking's new state.
   */
  async function change(
    tx: Tx,
    row: Row,
    set: PgUpdateSetSource<typeof bookings> & { history: SQL },
  ): Promise<Row> {
    const [changed] = await tx
      .update(bookings)
      .set(set)
      .where(
        and(
          eq(bookings.id, row.id),
          eq(bookings.status, row.status),
          eq(bookings.payment, row.payment),
          sql`jsonb_array_length(${bookings.history}) = ${row.history.length}`,
        ),
      )
      .returning()
    if (!changed) {
      throw new Refusal(409, 'This booking has just changed; please look at it again')
    }
    return changed
  }

  /** The booking as the caller now sees it, after a move. */
  const seen = async (row: Row, caller: SessionUser) =>
    (await wire([row], caller.id, await answersFor(db, caller.id)))[0]!

  const sweep = sweeper(db, { notifications, timers, reviews })
  await jobs.handle(TIMERS, async () => {
    await sweep.run()
  })
  // The safety net: a sweep every minute, whatever wake-ups were lost.
  await jobs.every(TIMERS, '* * * * *')

  return {
    /** The timers' sweep, for tests and the benchmark (the job runs it on its own). */
    sweep: sweep.run,

    /**
     * Asks the car's seller for a test drive; the booking's id. The car stays for sale (several
     * buyers may ask); a buyer has at most `openPerBuyer` open requests, one until their e-mail
     * address is confirmed, and one per car.
     */
    async create(input: NewBooking, buyer: SessionUser): Promise<string> {
      const now = new Date()
      const slots = (input.slots ?? []).map((s) => new Date(s))
      const answerBy = answerDeadline(slots, now)
      try {
        return await db.transaction(async (tx) => {
          const car = await inventory.bookable(tx, input.car_id, buyer.id)
          await withinOpenLimit(tx, buyer)
          const [row] = await tx
            .insert(bookings)
            .values({
              carId: input.car_id,
              buyerId: buyer.id,
              sellerId: car.sellerId,
              carName: car.name,
              buyerName: buyer.name,
              buyerEmail: buyer.email,
              phone: input.phone,
              meetingLocation: input.meeting_location,
              amountCents: car.resalePriceCents,
              status: 'requested',
              awaiting: 'seller',
              slots,
              answerBy,
              timeZone: input.timeZone ?? 'UTC',
              history: [{ status: 'requested', by: 'buyer', at: now.toISOString() }],
            })
            .returning()
          await wakeAt(tx, [answerBy])
          await notifications.notify(told.requested(about(row!), car.sellerId, slots, answerBy), tx)
          await leads.record(tx, {
            kind: 'test_drive',
            carId: input.car_id,
            buyerId: buyer.id,
            buyerName: buyer.name,
            email: row!.buyerEmail,
            phone: row!.phone,
            comment: `Asks for a test drive at ${input.meeting_location}${slots.length ? `, at one of: ${slots.map((t) => t.toISOString()).join(', ')}` : ''}.`,
          })
          return row!.id
        })
      } catch (err) {
        // Two requests for one car at once by one buyer: the index lets one win.
        if (databaseErrorCode(err) === '23505') throw new Refusal(409, ASKED)
        // The car was deleted as the request was made.
        if (databaseErrorCode(err) === '23503') throw new Refusal(404, 'Car not found')
        throw err
      }
    },

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

    /** The awaited side takes one of the proposed times. */
    async accept(id: string, at: string, caller: SessionUser): Promise<Booking> {
      const { row, side, sellerId } = await forMove(id, caller, 'accept')
      const time = new Date(at)
      if (!row.slots.some((s) => s.getTime() === time.getTime())) {
        throw new Refusal(409, 'That time is no longer proposed; choose one of the times shown')
      }
      if (time <= new Date()) throw new Refusal(409, 'That time has passed; propose new times')
      const done = await db.transaction(async (tx) => {
        const now = new Date()
        const changed = await change(tx, row, {
          status: 'accepted',
          awaiting: null,
          appointmentAt: time,
          answerBy: null,
          history: logged({ status: 'accepted', by: side }, now),
        })
        await wakeAt(tx, appointmentMoments(time))
        await answeredBy(tx, row, side)
        const to = side === 'buyer' ? sellerId : row.buyerId
        if (to) {
          const url = new URL(bookingsPage[side === 'buyer' ? 'seller' : 'buyer'], publicUrl)
          const ics = calendarEvent(about(row), time, url.toString(), now)
          await notifications.notify(told.accepted(about(row), side, to, time, ics), tx)
        }
        return changed
      })
      return seen(done, caller)
    },

    /** Either side proposes other times; the other side's turn. */
    async propose(id: string, proposed: string[], caller: SessionUser): Promise<Booking> {
      const { row, side, sellerId } = await forMove(id, caller, 'propose')
      const now = new Date()
      const slots = proposed.map((s) => new Date(s))
      const answerBy = answerDeadline(slots, now)
      const done = await db.transaction(async (tx) => {
        const changed = await change(tx, row, {
          awaiting: side === 'buyer' ? 'seller' : 'buyer',
          slots,
          answerBy,
          history: logged({ status: 'proposed', by: side }, now),
        })
        await wakeAt(tx, [answerBy])
        await answeredBy(tx, row, side)
        const to = side === 'buyer' ? sellerId : row.buyerId
        if (to) await notifications.notify(told.proposed(about(row), side, to, slots, answerBy), tx)
        return changed
      })
      return seen(done, caller)
    },

    /** The seller says no, with a reason; the car is for sale again. */
    async decline(id: string, reason: string, caller: SessionUser): Promise<Booking> {
      const { row } = await forMove(id, caller, 'decline')
      const done = await db.transaction(async (tx) => {
        const changed = await end(tx, row, 'declined', 'seller', reason)
        await answeredBy(tx, row, 'seller')
        await notifications.notify(told.declined(about(row), row.buyerId, reason), tx)
        return changed
      })
      return seen(done, caller)
    },

    /**
     * The buyer (or the seller, saying why) calls off a booking whose money is not taken; a
     * held payment is released.
     */
    async cancel(id: string, reason: string | undefined, caller: SessionUser): Promise<Booking> {
      const { row, side, sellerId } = await forMove(id, caller, 'cancel')
      if (side === 'seller' && !reason) {
        throw new Refusal(400, 'Say why you cancel the test drive')
      }
      const done = await db.transaction(async (tx) => {
        const changed = await end(tx, row, 'cancelled', side, reason)
        const to = side === 'buyer' ? sellerId : row.buyerId
        if (to) await notifications.notify(told.cancelled(about(row), side, to, reason), tx)
        return changed
      })
      return seen(done, caller)
    },

    /** The seller says how the test drive went, once its time has come. */
    async complete(
      id: string,
      outcome: 'completed' | 'no_show',
      caller: SessionUser,
    ): Promise<Booking> {
      const { row } = await forMove(id, caller, 'complete')
      const done = await db.transaction(async (tx) => {
        const changed = await end(tx, row, outcome, 'seller')
        await notifications.notify(
          told.completed(about(row), outcome, { buyerId: row.buyerId }),
          tx,
        )
        return changed
      })
      return seen(done, caller)
    },

    /**
     * One side reviews the other after a completed or paid test drive (docs/api.md "Reviews and
     * seller profiles").
     */
    async review(id: string, input: NewReview, caller: SessionUser): Promise<ReviewCreated> {
      const { row, side, sellerId } = await asParty(id, caller, 'review a test drive')
      const window = reviewWindow(row, reviews.windowMs)
      if (!window) throw new Refusal(409, 'You can review a test drive once it has taken place')
      if (!window.open) throw new Refusal(409, 'The time to review this test drive is over')
      const subjectId = side === 'buyer' ? sellerId : row.buyerId
      if (!subjectId) throw new Refusal(409, 'This car’s seller has left Wheelanes')
      return db.transaction(async (tx) => {
        const written = await reviews.write(
          tx,
          row,
          { side, authorId: caller.id, subjectId },
          input,
        )
        // Shown when the window ends if the other side never writes: wake the sweep then.
        if (!written.published) {
          await wakeAt(tx, [new Date(row.closedAt!.getTime() + reviews.windowMs)])
        }
        await notifications.notify(
          reviewed(about(row), side, subjectId, written.published, row.closedAt!, reviews.windowMs),
          tx,
        )
        return written
      })
    },

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
    async listMine(buyerId: string, { limit, offset }: ListWindow): Promise<Booking[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(eq(bookings.buyerId, buyerId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(offset)
      return wire(rows, buyerId)
    },

    /**
     * The bookings of a seller's cars, newest first (index bookings_by_seller); for a dealer's
     * people, the dealer's.
     */
    async listForSeller(callerId: string, { limit, offset }: ListWindow): Promise<Booking[]> {
      const sellers = await answersFor(db, callerId)
      const rows = await db
        .select()
        .from(bookings)
        .where(inArray(bookings.sellerId, sellers))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(offset)
      return wire(rows, callerId, sellers)
    },

    /** The booking for its buyer, its car's seller or an admin; anyone else learns nothing. */
    async visible(id: string, caller: SessionUser): Promise<Booking> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      const booking = row && (await wire([row], caller.id, await answersFor(db, caller.id)))[0]!
      if (booking && (booking.you || caller.role === 'admin')) return booking
      throw new Refusal(404, 'Booking not found')
    },

    /**
     * A buyer's account is being deleted (in `tx`): their open unpaid bookings are cancelled
     * (the cars are for sale again) and every booking of theirs keeps no way to reach them
     * (address and phone), while paid ones stay on record. Answers what to tell the sellers,
     * for the caller's one `notify` at the end of its transaction.
     */
    async forgetBuyer(tx: Tx, buyerId: string, deletedAddress: string) {
      const open = await cancelAllOpen(
        tx,
        eq(bookings.buyerId, buyerId),
        'The buyer closed their account',
      )
      await tx
        .update(bookings)
        .set({ buyerEmail: deletedAddress, phone: '' })
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

  /** At most `openPerBuyer` open requests per buyer (one while their address is unconfirmed). */
  async function withinOpenLimit(tx: Tx, buyer: SessionUser) {
    // One request of a buyer at a time counts and inserts: two at once cannot both slip in.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${buyer.id}`}))`)
    const limit = buyer.emailVerified ? openPerBuyer : 1
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.buyerId, buyer.id),
          inArray(bookings.status, openStatuses),
          inArray(bookings.payment, ['pending', 'released']),
        ),
      )
    if (open!.n < limit) return
    throw new Refusal(
      409,
      buyer.emailVerified
        ? `You have ${limit} test drive requests open; cancel one or wait for an answer before asking for another`
        : 'Confirm your e-mail address to ask for more than one test drive at a time; we sent you a link',
    )
  }

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

  /** Ends a booking by a person's move; calling it off releases a held payment. */
  async function end(tx: Tx, row: Row, status: BookingStatus, by: Side, note?: string) {
    const now = new Date()
    const changed = await change(tx, row, {
      status,
      awaiting: null,
      answerBy: null,
      closedAt: status === 'completed' ? now : row.closedAt,
      history: logged({ status, by, ...(note ? { note } : {}) }, now),
    })
    if (status === 'cancelled' || status === 'declined') {
      const why =
        by === 'buyer'
          ? 'The buyer cancelled.'
          : `The seller ${status} it${note ? `: ${note}` : '.'}`
      const released = await releaseHeld(tx, eq(bookings.id, row.id), why, by)
      if (released.length > 0)
        return (await tx.select().from(bookings).where(eq(bookings.id, row.id)))[0]!
    }
    return changed
  }
}
export type BookingsService = Awaited<ReturnType<typeof bookingsService>>
