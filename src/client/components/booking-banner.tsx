import type { ReactNode } from 'react'
import type { Booking } from '#shared/bookings'
import { LocalTime } from './local-time'

type Tone = 'success' | 'info' | 'warning' | 'neutral'
type Words = { state: string; tone: Tone; title: string; text?: ReactNode }

const tones: Record<Tone, string> = {
  success: 'alert-success',
  info: 'alert-info',
  warning: 'alert-warning',
  neutral: '',
}

/** "by you" or "by the seller", from the booking's history, for the buyer. */
function endedBy(b: Booking) {
  const ended = b.history.findLast((entry) => entry.status === b.status)
  const by = ended?.by === 'buyer' ? 'You' : ended?.by === 'seller' ? 'The seller' : null
  return { by, note: ended?.note }
}

/**
 * What a buyer's booking is now, in a sentence and a line (docs/api.md "Test drives" and "Money
 * held until the car changes hands"): each from its present state, never from how it began, so
 * a banner never says "Request sent" of a test drive already agreed.
 */
export function bookingWords(b: Booking): Words {
  const car = b.car
  if (b.payment === 'paid') {
    return { state: 'paid', tone: 'success', title: `You bought ${car}.` }
  }
  if (b.payment === 'refunded') {
    return { state: 'refunded', tone: 'neutral', title: `Your payment for ${car} was refunded.` }
  }
  if (b.payment === 'held') {
    return b.handover
      ? {
          state: 'handed-over',
          tone: 'warning',
          title: `The seller says you have ${car}.`,
          text: 'Confirm you have it, or tell us what is wrong, in My Orders.',
        }
      : {
          state: 'held',
          tone: 'info',
          title: `Your payment for ${car} is held.`,
          text: 'The car is reserved for you; the seller is paid once you have it.',
        }
  }
  switch (b.status) {
    case 'requested':
      return b.awaiting === 'buyer'
        ? {
            state: 'proposed',
            tone: 'warning',
            title: `The seller proposed other times for ${car}.`,
            text: 'Choose one of them, or propose others.',
          }
        : {
            state: 'requested',
            tone: 'success',
            title: `Request sent for ${car}.`,
            text:
              b.slots.length > 0
                ? 'The seller has been asked to confirm one of your times; you’ll be told when they answer.'
                : 'The seller has been asked to propose times; you’ll be told when they do.',
          }
    case 'accepted':
      return {
        state: 'accepted',
        tone: 'success',
        title: `Test drive agreed for ${car}.`,
        text: b.appointmentAt && (
          <>
            <LocalTime iso={b.appointmentAt} appointment />, at {b.meeting_location}.
          </>
        ),
      }
    case 'completed':
      return {
        state: 'completed',
        tone: 'success',
        title: `Test drive of ${car} done.`,
        text: b.actions.includes('pay') ? 'You can still buy it: paying reserves it for you.' : '',
      }
    case 'no_show':
      return {
        state: 'no-show',
        tone: 'neutral',
        title: `The seller marked your test drive of ${car} as missed.`,
      }
    case 'declined':
      return {
        state: 'declined',
        tone: 'warning',
        title: `The seller declined your request for ${car}.`,
        text: endedBy(b).note && `“${endedBy(b).note}”`,
      }
    case 'cancelled': {
      const { by, note } = endedBy(b)
      return {
        state: 'cancelled',
        tone: 'neutral',
        title: `The test drive of ${car} was cancelled.`,
        text: by ? `${by} cancelled it${note ? `: “${note}”` : '.'}` : note,
      }
    }
    case 'expired':
      return {
        state: 'expired',
        tone: 'neutral',
        title: `Your request for ${car} expired.`,
        text: 'Nobody answered in time.',
      }
  }
}

type Props = {
  booking: Booking
  /** Beside the words: Dismiss, on My Orders. */
  children?: ReactNode
  /** Under the words: the way to My Orders, on the car page (a narrow column on a phone). */
  link?: ReactNode
  className?: string
}

/**
 * A buyer's booking as a banner, on My Orders after booking and on the car's page: its words
 * follow the booking's state, so they change as the seller and the buyer move it on.
 */
export function BookingBanner({ booking, children, link, className = '' }: Props) {
  const words = bookingWords(booking)
  return (
    <div
      role="status"
      data-booking-state={words.state}
      className={`alert alert-soft items-start ${tones[words.tone]} ${className}`}
    >
      <div className="min-w-0">
        <p className="font-semibold wrap-break-word">{words.title}</p>
        {words.text && <p className="text-sm wrap-break-word">{words.text}</p>}
        {link && <p className="mt-1 text-sm">{link}</p>}
      </div>
      {children}
    </div>
  )
}
