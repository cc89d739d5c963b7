import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import {
  openStatuses,
  type Booking,
  type BookingStatus,
  type NewBooking,
  type Side,
} from '#shared/bookings'
import type { SessionUser } from '../../auth/guards'
import { logged } from '../../db/booking-history'
import type { Db, Tx } from '../../db/client'
import { answersFor } from '../../db/dealer-team'
import { bookings } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { InventoryService } from '../inventory/service'
import type { LeadsService } from '../leads/service'
import type { NotificationsService } from '../notifications/service'
import type { Deadlines } from './deadlines'
import { bookingsPage, calendarEvent, told } from './messages'
import type { Parties } from './parties'
import type { ReleaseHeld } from './service'
import { about } from './timers'
import type { BookingWire } from './wire'

const ASKED = 'You have already asked for a test drive of this car'

type Row = typeof bookings.$inferSelect

/** What the test drives' moves ask of other modules, and their limit. */
export interface TestDriveDeps {
  inventory: InventoryService
  notifications: NotificationsService
  publicUrl: string
  releaseHeld: ReleaseHeld
  /** Open requests per buyer with a confirmed e-mail address (one without). */
  openPerBuyer: number
  /** A request on a dealer's car is a lead; the seller's answer answers it. */
  leads: Pick<LeadsService, 'record' | 'answered'>
}

/**
 * The test drive's moves (docs/api.md "Test drives"): the buyer's request, then accepting a
 * time, proposing others, declining, cancelling and saying how it went.
 */
export function testDrives(
  db: Db,
  {
    inventory,
    notifications,
    publicUrl,
    releaseHeld,
    openPerBuyer,
    leads,
    deadlines: { answerDeadline, wakeAt, appointmentMoments },
    parties: { forMove },
    wire,
  }: TestDriveDeps & { deadlines: Deadlines; parties: Parties; wire: BookingWire },
) {
  /** The seller's side moved on a booking: an answer to the buyer's leads about the car. */
  async function answeredBy(tx: Tx, row: Row, side: Side) {
    if (side === 'seller' && row.carId) await leads.answered(tx, row.carId, row.buyerId)
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

  return {
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
        // Both sides get the appointment and its calendar file, whoever accepted it.
        const other = side === 'buyer' ? sellerId : row.buyerId
        const sides = [
          { userId: caller.id, side },
          ...(other
            ? [{ userId: other, side: side === 'buyer' ? 'seller' : 'buyer' } as const]
            : []),
        ]
        await notifications.notify(
          sides.map((to) => {
            const url = new URL(bookingsPage[to.side], publicUrl).toString()
            const ics = calendarEvent(about(row), time, url, now)
            return told.accepted(about(row), side, to, time, ics)
          }),
          tx,
        )
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
  }
}
