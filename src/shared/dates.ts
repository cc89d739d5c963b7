import { z } from 'zod'
import { MONTHS } from './months'

/**
 * Dates as requests carry them (docs/decisions/0089-impossible-dates.md): a pattern
 * alone lets 2019-02-30 through, which the database then refuses (a 500). Every date the
 * contract reads goes through `calendarDay` or `isoInstant`, which name the field and say what
 * is wrong with the day.
 */

/** A day as `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * Why the day a string begins with (`YYYY-MM-DD`, alone or before a time) is not on the
 * calendar: "there is no month 13", "February 2019 has 28 days", "April has 30 days". Null when
 * it is a real day, or when the string does not begin with a day at all (the pattern's check
 * says so).
 */
export function dayProblem(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  if (month < 1 || month > 12) return `there is no month ${month}`
  const days = month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  if (day >= 1 && day <= days) return null
  return month === 2 ? `February ${year} has ${days} days` : `${MONTHS[month - 1]} has ${days} days`
}

/** A zod check: the value's day, if it has one, is on the calendar. */
const onTheCalendar = (label: string) => (value: string, ctx: z.RefinementCtx) => {
  const problem = dayProblem(value)
  // The last word on the value: later checks (not in the future ...) would only add noise.
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: `${label} must be a real date: ${problem}`,
      continue: false,
    })
  }
}

/** A day, `YYYY-MM-DD`, that the calendar has. `label` names the field in the messages. */
export const calendarDay = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(DAY_PATTERN, { error: `${label} must be a date`, abort: true })
    .superRefine(onTheCalendar(label))

/**
 * An ISO 8601 instant with its offset (`2026-05-01T14:00:00Z`) on a day the calendar has; `error`
 * for anything that is not such an instant.
 */
export const isoInstant = (label: string, error: string) =>
  z
    .string({ error })
    .superRefine(onTheCalendar(label))
    .pipe(z.iso.datetime({ offset: true, error }))

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** An IANA time zone (`America/Chicago`) that Intl knows; `error` for any other text. */
export const timeZone = (error: string) => z.string().max(64).refine(isTimeZone, error)
