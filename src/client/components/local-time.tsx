import { formatUtcDate } from '../lib/format-price'
import { useHydrated } from '../lib/use-hydrated'

type Props = {
  iso: string
  /** With the time of day ("May 2, 2024, 3:30 PM"), not only the day. */
  withTime?: boolean
  /** An appointment: weekday, day and time, no year ("Tue, Nov 25, 10:00 AM"). */
  appointment?: boolean
  /** After hydration, instead of the date: how long ago, say. */
  later?: (iso: string) => string
}

/** "3:30 PM" in UTC, written out: engines differ in the space before PM. */
function utcTime(date: Date) {
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** "Tue, Nov 25, 10:00 AM" in the reader's time zone: a test drive's time. */
export const formatAppointment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

function utcAppointment(date: Date) {
  const day = formatUtcDate(date.getTime()).replace(/, \d+$/, '')
  return `${weekdays[date.getUTCDay()]}, ${day}, ${utcTime(date)}`
}

/**
 * A time in the reader's time zone. A server-rendered page shows it in UTC, written out by hand
 * so that server and browser agree to the character, until it hydrates; then the browser
 * writes it in its own zone.
 */
export function LocalTime({ iso, withTime = false, appointment = false, later }: Props) {
  const hydrated = useHydrated()
  const date = new Date(iso)
  if (appointment) {
    return <time dateTime={iso}>{hydrated ? formatAppointment(iso) : utcAppointment(date)}</time>
  }
  const text = hydrated
    ? (later?.(iso) ??
      date.toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: withTime ? 'short' : undefined,
      }))
    : formatUtcDate(date.getTime()) + (withTime ? `, ${utcTime(date)}` : '')
  return <time dateTime={iso}>{text}</time>
}
