import type { Tx } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'

/** The job of the timers' sweep (timers.ts). */
export const TIMERS = 'bookings.timers'

export interface BookingTimers {
  answerWithinMs: number
  closeAfterMs: number
}

/**
 * When a test drive's timers are due, and the sweep woken at those moments: a request's answer,
 * an appointment's reminders and its closing, a review shown when its window ends.
 */
export function deadlines(jobs: Jobs, timers: BookingTimers) {
  return {
    /** A request waits for its answer this long, and never past its last proposed time. */
    answerDeadline(slots: Date[], now: Date) {
      const limit = now.getTime() + timers.answerWithinMs
      const last = slots.length ? Math.max(...slots.map((s) => s.getTime())) : limit
      return new Date(Math.min(limit, last))
    },

    /** Wakes the timers' sweep at each of these moments (in `tx`: only if it commits). */
    async wakeAt(tx: Tx, moments: Date[]) {
      for (const startAfter of moments) await jobs.send(TIMERS, {}, { tx, startAfter })
    },

    /** The appointment's timers: the two reminders and the automatic closing. */
    appointmentMoments: (at: Date) => [
      new Date(at.getTime() - 24 * 3_600_000),
      new Date(at.getTime() - 2 * 3_600_000),
      new Date(at.getTime() + timers.closeAfterMs),
    ],
  }
}

export type Deadlines = ReturnType<typeof deadlines>
