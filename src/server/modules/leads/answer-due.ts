import { LEAD_ANSWER_WITHIN_MINUTES } from '#shared/leads'
import type { OpeningHours } from '#shared/opening-hours'

const MINUTE = 60_000
/** How far ahead the opening hours are read: two of each weekday. */
const SEARCH_DAYS = 14
/** Far enough from a wall time to read the offsets on both sides of that day's clock change. */
const AROUND = 30 * 3_600_000

/**
 * When a lead made at `from` is due its reminder if nobody has answered: two hours later, or,
 * when the dealer set opening hours, once two hours of those hours have passed (a lead on
 * Friday at 17:30 at a dealer open 09:00–18:00 on weekdays is due on Monday at 10:30, its
 * time). A dealer open on no day, or in a zone this runtime does not know, gets the plain two
 * hours; when fourteen days of hours do not hold two hours, the reminder comes at the close of
 * the last of them, so a lead is never left without one.
 */
export function answerDue(from: Date, hours: OpeningHours | null): Date {
  const plain = new Date(from.getTime() + LEAD_ANSWER_WITHIN_MINUTES * MINUTE)
  if (!hours) return plain
  try {
    const due = withinHours(from.getTime(), hours)
    // Hours the schema would refuse (a time of "9am") give no instant: the plain two hours.
    return due && Number.isFinite(due.getTime()) ? due : plain
  } catch {
    // Hours saved with a zone this runtime no longer knows: the lead must still be written.
    return plain
  }
}

/**
 * Walks the dealer's local days from `from`'s, spending the answer time on each day's open
 * period. Each day's opening and closing instants are worked out from the zone's offset at
 * that moment, so a day that changes clocks (23 or 25 hours long) still opens at 09:00.
 */
function withinHours(from: number, hours: OpeningHours): Date | null {
  const zone = hours.timeZone
  const today = wallClock(zone, from)
  let left = LEAD_ANSWER_WITHIN_MINUTES * MINUTE
  let lastClose: number | null = null
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    // A local calendar day as a UTC date: Date.UTC rolls the month and year over.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i))
    const day = hours.days[date.getUTCDay()]
    if (!day) continue
    const open = instantOf(zone, date, day.opens)
    const close = instantOf(zone, date, day.closes)
    const start = Math.max(open, from)
    if (start >= close) continue
    if (close - start >= left) return new Date(start + left)
    left -= close - start
    lastClose = close
  }
  return lastClose === null ? null : new Date(lastClose)
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone: making one is the slow part. Throws for an unknown zone. */
function formatIn(zone: string) {
  let f = formats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(zone, f)
  }
  return f
}

/** The wall clock in `zone` at `instant`. */
function wallClock(zone: string, instant: number) {
  const parts: Record<string, number> = {}
  for (const p of formatIn(zone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** How far `zone`'s wall clock is ahead of UTC at `instant` (ms; -5 h in Chicago in winter). */
function offsetAt(zone: string, instant: number) {
  const w = wallClock(zone, instant)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant `zone`'s clocks show `clock` ("09:00") on `date` (a UTC midnight naming the
 * local day): the wall time less the zone's offset, read on either side of the moment (a day
 * and a quarter away, beyond any zone's offset), so a clock change that day is seen. A time the
 * autumn change shows twice is its first; a time the spring change skips (02:30 in New York)
 * is read an hour later, as the clocks then show it.
 */
function instantOf(zone: string, date: Date, clock: string) {
  const [h, m] = clock.split(':').map(Number) as [number, number]
  const wall = date.getTime() + h * 3_600_000 + m * MINUTE
  const before = offsetAt(zone, wall - AROUND)
  const after = offsetAt(zone, wall + AROUND)
  if (before === after) return wall - before
  const shown = [wall - before, wall - after].filter((t) => wall - offsetAt(zone, t) === t)
  return shown.length ? Math.min(...shown) : Math.max(wall - before, wall - after)
}
