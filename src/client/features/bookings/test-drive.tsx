import { Link } from 'react-router'
import type { Booking, Side } from '#shared/bookings'
import { BookingStatusBadge } from '../../components/booking-status-badge'
import { LocalTime } from '../../components/local-time'
import { paths } from '#shared/paths'
import { BookingActions, type OpenDialog } from './booking-actions'

/** "the seller", or "you" when the reader is that side. */
const who = (side: Side | 'system', you: Side | null) =>
  side === you ? 'you' : side === 'system' ? null : `the ${side}`

/**
 * A bookings table's Test drive cell: in a few lines, in the reader's time zone, its status,
 * whose turn it is and the times on the table (or the agreed time, or why it ended), the way
 * to the two sides' conversation, then the buttons for what the reader may do now.
 */
export function TestDriveCell({ booking, onOpen }: { booking: Booking; onOpen: OpenDialog }) {
  return (
    <div className="min-w-0">
      <div className="space-y-1 text-sm">
        <BookingStatusBadge status={booking.status} />
        <Details booking={booking} />
        {booking.conversationId && booking.you && (
          <Link
            to={paths.conversation.to(booking.conversationId)}
            className="link block link-primary"
          >
            Messages with the {booking.you === 'buyer' ? 'seller' : 'buyer'}
            <span className="sr-only"> about {booking.car}</span>
          </Link>
        )}
      </div>
      <BookingActions booking={booking} onOpen={onOpen} />
    </div>
  )
}

/** Money held or taken: the request no longer waits for an answer, nor runs out (docs/api.md). */
const settled = (booking: Booking) =>
  booking.payment !== 'pending' && booking.payment !== 'released'

function Details({ booking }: { booking: Booking }) {
  const { status, awaiting, slots, you } = booking
  if (status === 'requested') {
    const waiting = !settled(booking)
    const yourTurn = awaiting !== null && awaiting === you
    const waitingFor = awaiting ? `the ${awaiting}` : 'an answer'
    return (
      <>
        {waiting && (
          <p className="font-semibold">
            {yourTurn
              ? slots.length > 0
                ? 'Your turn: choose a time'
                : 'Your turn: propose times'
              : slots.length > 0
                ? `Waiting for ${waitingFor}`
                : `Waiting for ${waitingFor} to propose times`}
          </p>
        )}
        {slots.length > 0 && (
          <div>
            <span className="text-base-content/70">Proposed:</span>
            <ul>
              {slots.map((slot) => (
                <li key={slot} className="whitespace-nowrap">
                  <LocalTime iso={slot} appointment />
                </li>
              ))}
            </ul>
          </div>
        )}
        {waiting && booking.answerBy && (
          <p className="text-base-content/70">
            {yourTurn ? 'Please answer by ' : 'Open until '}
            <LocalTime iso={booking.answerBy} appointment />
          </p>
        )}
      </>
    )
  }
  if (status === 'accepted' || status === 'completed') {
    // The badge says Agreed or Completed; this says when.
    return booking.appointmentAt ? (
      <p className={status === 'accepted' ? 'font-semibold' : undefined}>
        <LocalTime iso={booking.appointmentAt} appointment />
      </p>
    ) : null
  }
  if (status === 'no_show') {
    return <p>{you === 'buyer' ? 'The seller says you didn’t come.' : 'The buyer didn’t come.'}</p>
  }
  if (status === 'expired') return <p>Nobody answered in time.</p>
  // Declined or cancelled: by whom, and why when they said.
  const ended = booking.history.findLast((entry) => entry.status === status)
  const by = ended ? who(ended.by, you) : null
  return (
    <>
      {by && (
        <p>
          {status === 'declined' ? 'Declined' : 'Cancelled'} by {by}
          {ended?.note ? ':' : '.'}
        </p>
      )}
      {ended?.note && <p className="wrap-anywhere italic">“{ended.note}”</p>}
    </>
  )
}
