import { formatAppointment, formatDate, formatDateTime, formatDay } from '../lib/format-price'
import { useHydrated } from '../lib/use-hydrated'

type Props = {
  iso: string
  /** With the time of day ("May 2, 2024, 3:30 PM"), not only the day. */
  withTime?: boolean
  /** An appointment: weekday, day and time, no year ("Tue, Nov 25, 10:00 AM"). */
  appointment?: boolean
  /** A day close to now: month and day only ("Nov 25"). */
  day?: boolean
  /** After hydration, instead of the date: how long ago, say. */
  later?: (iso: string) => string
}

/**
 * A time in the reader's time zone. A server-rendered page shows it in UTC, so that server and
 * browser agree to the character, until it hydrates; then the browser writes it in its own zone.
 * Both are written out by hand, not by Intl (format-price.ts says why).
 */
export function LocalTime({
  iso,
  withTime = false,
  appointment = false,
  day = false,
  later,
}: Props) {
  const hydrated = useHydrated()
  const time = Date.parse(iso)
  const zone = hydrated ? 'local' : 'utc'
  const text = appointment
    ? formatAppointment(time, zone)
    : day
      ? formatDay(time, zone)
      : hydrated && later
        ? later(iso)
        : withTime
          ? formatDateTime(time, zone)
          : formatDate(time, zone)
  return <time dateTime={iso}>{text}</time>
}
