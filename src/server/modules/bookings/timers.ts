import { and, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client'
import { dueBatch, logged } from '../../db/booking-history'
import { bookings, cars } from '../../db/schema'
import type { NewNotification, NotificationsService } from '../notifications/service'
import type { ReviewsService } from './reviews'
import { told, type About } from './messages'

type Row = typeof bookings.$inferSelect
const HOUR = 3_600_000
/** Bookings changed per transaction: a sweep of 10,000 holds no lock for long. */
const BATCH = 500
const SOLD = 'The car was sold to another buyer.'

export const about = (r: Row): About => ({
  id: r.id,
  carName: r.carName,
  buyerName: r.buyerName,
  meetingLocation: r.meetingLocation,
  timeZone: r.timeZone,
})

/**
 * The test drives' timers (docs/api.md "Test drives"), as one sweep of whatever is due: unanswered
 * requests expire, accepted appointments get their reminders (a day and two hours before) and
 * are closed as completed `closeAfterMs` after their time. Each step is a set-based UPDATE of
 * at most BATCH rows that skips rows a person's move holds, so a sweep racing an answer changes
 * a booking once, and several processes sweeping at once share the work. A request does not
 * hold its car (only a held payment does), so no car changes here. Running it again changes
 * nothing more.
 */
export function sweeper(
  db: Db,
  {
    notifications,
    timers,
    reviews,
  }: {
    notifications: NotificationsService
    timers: { closeAfterMs: number }
    reviews: Pick<ReviewsService, 'publishDue'>
  },
) {
  /** Changes one batch of due bookings in a transaction; how many it changed. */
  async function batch(
    due: SQL,
    set: (now: Date) => PgUpdateSetSource<typeof bookings>,
    tell: (rows: Row[], tx: Tx) => Promise<NewNotification[]>,
    now: Date,
  ) {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(bookings)
        .set(set(now))
        .where(dueBatch(tx, due, BATCH))
        .returning()
      if (rows.length === 0) return 0
      await notifications.notify(await tell(rows, tx), tx)
      return rows.length
    })
  }

  const sellerOf = (r: Row) => r.sellerId ?? undefined

  async function expire(now: Date) {
    // A request with money held does not expire: the car is reserved, only the time is left.
    const due = and(
      eq(bookings.status, 'requested'),
      eq(bookings.payment, 'pending'),
      lte(bookings.answerBy, now),
    )!
    return batch(
      due,
      (at) => ({
        status: 'expired',
        awaiting: null,
        answerBy: null,
        history: logged({ status: 'expired', by: 'system' }, at),
      }),
      async (rows) => rows.flatMap((r) => told.expired(about(r), r.buyerId, sellerOf(r))),
      now,
    )
  }

  async function remind(now: Date) {
    const inTwoHours = new Date(now.getTime() + 2 * HOUR)
    const inADay = new Date(now.getTime() + 24 * HOUR)
    const due = and(
      eq(bookings.status, 'accepted'),
      gt(bookings.appointmentAt, now),
      lte(bookings.appointmentAt, inADay),
      or(
        lt(bookings.reminders, 1),
        and(lt(bookings.reminders, 2), lte(bookings.appointmentAt, inTwoHours)),
      ),
    )!
    return batch(
      due,
      () => ({
        reminders: sql`case when ${bookings.appointmentAt} <= ${inTwoHours} then 2 else 1 end`,
      }),
      async (rows) =>
        rows.flatMap((r) => told.reminder(about(r), r.buyerId, sellerOf(r), r.appointmentAt!)),
      now,
    )
  }

  async function close(now: Date) {
    const due = and(
      eq(bookings.status, 'accepted'),
      lte(bookings.appointmentAt, new Date(now.getTime() - timers.closeAfterMs)),
    )!
    return batch(
      due,
      (at) => ({
        status: 'completed',
        closedAt: sql`coalesce(${bookings.closedAt}, ${at})`,
        history: logged({ status: 'completed', by: 'system' }, at),
      }),
      async (rows) => {
        return rows.flatMap((r) =>
          told.completed(about(r), 'completed', {
            buyerId: r.buyerId,
            sellerId: sellerOf(r),
          }),
        )
      },
      now,
    )
  }

  /** Requests for a car another buyer has bought are called off (the sale took its money). */
  async function callOffSold(now: Date) {
    const due = and(
      inArray(bookings.status, ['requested', 'accepted']),
      inArray(bookings.payment, ['pending', 'released']),
      sql`exists (select 1 from ${cars} where ${cars.id} = ${bookings.carId} and ${cars.status} = 'Sold')`,
    )!
    return batch(
      due,
      (at) => ({
        status: 'cancelled',
        awaiting: null,
        answerBy: null,
        history: logged({ status: 'cancelled', by: 'system', note: SOLD }, at),
      }),
      async (rows) => rows.map((r) => told.soldToAnother(about(r), r.buyerId)),
      now,
    )
  }

  return {
    /** Runs every due timer; how many bookings each step changed. */
    async run(now = new Date()) {
      const done = { expired: 0, reminded: 0, completed: 0, calledOff: 0 }
      for (let n = BATCH; n === BATCH; done.calledOff += n) n = await callOffSold(now)
      for (let n = BATCH; n === BATCH; done.expired += n) n = await expire(now)
      for (let n = BATCH; n === BATCH; done.reminded += n) n = await remind(now)
      for (let n = BATCH; n === BATCH; done.completed += n) n = await close(now)
      const published = await db.transaction((tx) => reviews.publishDue(tx, now))
      return { ...done, published }
    },
  }
}
