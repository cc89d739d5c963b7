import type { SQL } from 'drizzle-orm'
import type { Side } from '#shared/bookings'
import type { Db, Tx } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'
import { callOffs } from './call-offs'
import { deadlines, TIMERS, type BookingTimers } from './deadlines'
import { parties } from './parties'
import { bookingPrices } from './prices'
import { bookingQueries } from './queries'
import type { ReviewsService } from './reviews'
import { testDrives, type TestDriveDeps } from './test-drives'
import { sweeper } from './timers'
import { bookingWire } from './wire'
import { reviewWriting } from './write-review'

export type { BookingTimers } from './deadlines'

/** Releases the held payments `which` selects, in `tx` (modules/money, given by app.ts). */
export type ReleaseHeld = (
  tx: Tx,
  which: SQL,
  why: string,
  by: Side | 'system',
) => Promise<unknown[]>

/**
 * The bookings module's service, made once at start: the test drives' moves, their prices, the
 * reviews, what people read, the calls-off from other modules, and the timers' sweep (woken at
 * each deadline, and every minute whatever wake-ups were lost).
 */
export async function bookingsService(
  db: Db,
  deps: TestDriveDeps & {
    jobs: Jobs
    timers: BookingTimers
    reviews: ReviewsService
    /** How long after a completed test drive the buyer may still pay. */
    buyWithinMs: number
  },
) {
  const { inventory, notifications, jobs, timers, reviews, releaseHeld, buyWithinMs } = deps
  const wire = bookingWire(db, { inventory, reviews, buyWithinMs })
  const when = deadlines(jobs, timers)
  const who = parties(db)

  const sweep = sweeper(db, { notifications, timers, reviews })
  // The safety net: a sweep every minute, whatever wake-ups were lost.
  await jobs.scheduled(TIMERS, '* * * * *', () => sweep.run())

  return {
    /** The timers' sweep, for tests and the benchmark (the job runs it on its own). */
    sweep: sweep.run,
    ...testDrives(db, { ...deps, deadlines: when, parties: who, wire }),
    ...bookingPrices({ buyWithinMs, deadlines: when }),
    ...reviewWriting(db, { notifications, reviews, deadlines: when, parties: who }),
    ...bookingQueries(db, { wire }),
    ...callOffs({ notifications, releaseHeld }),
  }
}
export type BookingsService = Awaited<ReturnType<typeof bookingsService>>
