import type { Side } from '#shared/bookings'
import { paths } from '#shared/paths'
import type { NewNotification } from '../notifications/service'

/** Where each side follows its bookings. */
export const bookingsPage: Record<Side, string> = {
  buyer: paths.myOrders.to(),
  seller: paths.sellerBookings.to(),
}

/** What the messages say about one booking. */
export interface About {
  id: string
  carName: string
  buyerName: string
  meetingLocation: string
  timeZone: string
}

/** A time as people read it, in the booking's time zone: "Tue, Nov 25, 2:00 PM EST". */
export function when(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at)
}

function either(times: Date[], timeZone: string) {
  const said = times.map((t) => when(t, timeZone))
  return said.length === 1 ? said[0]! : `${said.slice(0, -1).join('; ')} or ${said.at(-1)}`
}

const tell = (userId: string, side: Side, n: Omit<NewNotification, 'userId' | 'link'>) => ({
  userId,
  link: bookingsPage[side],
  ...n,
})

/** The notifications of each transition: to the other side, or to both for the timers'. */
export const told = {
  requested(b: About, sellerId: string, slots: Date[], answerBy: Date) {
    const times = slots.length
      ? `Proposed times: ${either(slots, b.timeZone)}.`
      : 'They asked you to propose times.'
    return tell(sellerId, 'seller', {
      kind: 'booking.requested',
      title: `Test drive request: ${b.carName}`,
      body: `${b.buyerName} would like to test-drive your ${b.carName} at ${b.meetingLocation}. ${times} Please answer by ${when(answerBy, b.timeZone)}.`,
    })
  },

  proposed(b: About, by: Side, to: string, slots: Date[], answerBy: Date) {
    const who = by === 'buyer' ? b.buyerName : 'The seller'
    return tell(to, by === 'buyer' ? 'seller' : 'buyer', {
      kind: 'booking.proposed',
      title: `New times for the ${b.carName}`,
      body: `${who} proposed ${either(slots, b.timeZone)} for the test drive of the ${b.carName}. Please choose one by ${when(answerBy, b.timeZone)}.`,
    })
  },

  /**
   * The agreed time, with its calendar file, to each side: the other side, and the one who
   * accepted (their e-mail is how the appointment reaches their calendar too).
   */
  accepted(b: About, by: Side, to: { userId: string; side: Side }, at: Date, calendar: string) {
    const who = to.side === by ? 'You' : by === 'buyer' ? b.buyerName : 'The seller'
    return {
      ...tell(to.userId, to.side, {
        kind: 'booking.accepted',
        title: `Test drive agreed: ${b.carName}`,
        body: `${who} agreed to meet on ${when(at, b.timeZone)} at ${b.meetingLocation} for the test drive of the ${b.carName}.`,
      }),
      calendar,
    }
  },

  declined(b: About, buyerId: string, reason: string) {
    return tell(buyerId, 'buyer', {
      kind: 'booking.declined',
      title: `Test drive declined: ${b.carName}`,
      body: `The seller declined your request for the ${b.carName}: “${reason}”`,
    })
  },

  cancelled(b: About, by: Side, to: string, reason: string | undefined) {
    const who = by === 'buyer' ? b.buyerName : 'The seller'
    const why = reason ? `: “${reason}”` : '.'
    return tell(to, by === 'buyer' ? 'seller' : 'buyer', {
      kind: 'booking.cancelled',
      title: `Test drive cancelled: ${b.carName}`,
      body: `${who} cancelled the test drive of the ${b.carName}${why}`,
    })
  },

  expired(b: About, buyerId: string, sellerId: string | undefined) {
    const body = `The test drive request for the ${b.carName} was not answered in time, so it has expired.`
    return [
      tell(buyerId, 'buyer', {
        kind: 'booking.expired',
        title: `Request expired: ${b.carName}`,
        body,
      }),
      ...(sellerId
        ? [
            tell(sellerId, 'seller', {
              kind: 'booking.expired',
              title: `Request expired: ${b.carName}`,
              body,
            }),
          ]
        : []),
    ]
  },

  soldToAnother(b: About, buyerId: string) {
    return tell(buyerId, 'buyer', {
      kind: 'booking.cancelled',
      title: `Test drive cancelled: ${b.carName}`,
      body: `The ${b.carName} was sold to another buyer, so your test drive is off. Your saved searches will tell you about similar cars.`,
    })
  },

  reminder(b: About, buyerId: string, sellerId: string | undefined, at: Date) {
    const say = (side: Side) => ({
      kind: 'booking.reminder' as const,
      title: `Reminder: test drive on ${when(at, b.timeZone)}`,
      body: `${side === 'buyer' ? 'Your' : `${b.buyerName}’s`} test drive of the ${b.carName} is on ${when(at, b.timeZone)} at ${b.meetingLocation}.`,
    })
    return [
      tell(buyerId, 'buyer', say('buyer')),
      ...(sellerId ? [tell(sellerId, 'seller', say('seller'))] : []),
    ]
  },

  /** Marked by the seller (to the buyer), or closed by the timer (to both). */
  completed(
    b: About,
    outcome: 'completed' | 'no_show',
    to: { buyerId: string; sellerId?: string },
  ) {
    const body =
      outcome === 'completed'
        ? `The test drive of the ${b.carName} is marked as done. Thank you for using Wheelanes.`
        : `The seller marked the test drive of the ${b.carName} as missed.`
    const title =
      outcome === 'completed' ? `Test drive done: ${b.carName}` : `Test drive missed: ${b.carName}`
    return [
      tell(to.buyerId, 'buyer', { kind: 'booking.completed', title, body }),
      ...(to.sellerId
        ? [tell(to.sellerId, 'seller', { kind: 'booking.completed', title, body })]
        : []),
    ]
  },
}

/** What a review tells the side reviewed: not its words, which stay hidden until published. */
export function reviewed(
  b: About,
  by: Side,
  to: string,
  published: boolean,
  closedAt: Date,
  windowMs: number,
): NewNotification {
  const who = by === 'buyer' ? b.buyerName.split(' ')[0] : 'The seller'
  const shown = published
    ? 'Both reviews are now on show.'
    : `Write yours to see it: both are shown once you have, or on ${when(new Date(closedAt.getTime() + windowMs), b.timeZone)}.`
  return tell(to, by === 'buyer' ? 'seller' : 'buyer', {
    kind: 'review.received',
    title: `${who} reviewed the test drive of the ${b.carName}`,
    body: `${who} wrote a review of the test drive of the ${b.carName}. ${shown}`,
  })
}

/** Escapes a text value of an iCalendar property (RFC 5545 3.3.11). */
const icsText = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545 3.1). */
function fold(line: string) {
  const bytes = Buffer.from(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length)
    // Never split a UTF-8 character: step back off continuation bytes.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString())
    start = end
  }
  return parts.join('\r\n ')
}

/** The agreed test drive as a calendar event (one hour), for the accepted e-mail. */
export function calendarEvent(b: About, at: Date, url: string, now = new Date()) {
  return (
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Wheelanes//Test drives//EN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${b.id}@wheelanes`,
      `DTSTAMP:${icsTime(now)}`,
      `DTSTART:${icsTime(at)}`,
      `DTEND:${icsTime(new Date(at.getTime() + 3_600_000))}`,
      `SUMMARY:${icsText(`Test drive: ${b.carName}`)}`,
      `LOCATION:${icsText(b.meetingLocation)}`,
      `DESCRIPTION:${icsText(`Test drive of the ${b.carName}, agreed on Wheelanes. ${url}`)}`,
      `URL:${url}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]
      .map(fold)
      .join('\r\n') + '\r\n'
  )
}
