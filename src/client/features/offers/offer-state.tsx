import type { Side } from '#shared/bookings'
import type { Offer, OfferStatus } from '#shared/offers'
import { LocalTime } from '../../components/local-time'
import { StatusBadge, type StatusLook } from '../../components/status-badge'
import { formatPrice } from '../../lib/format-price'
import { answeredBy } from '../../lib/offers'

const looks: Record<OfferStatus, StatusLook> = {
  pending: { label: 'Open', className: 'badge-info' },
  accepted: { label: 'Accepted', className: 'badge-success' },
  declined: { label: 'Declined', className: 'badge-error badge-outline' },
  withdrawn: { label: 'Withdrawn', className: 'badge-ghost' },
  expired: { label: 'Expired', className: 'badge-ghost' },
  closed: { label: 'Closed', className: 'badge-ghost' },
}

/** "you", or "the seller" when the reader is the other side. */
const who = (side: Side, you: Side) => (side === you ? 'you' : `the ${side}`)
const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

/**
 * Where an offer stands, in words, alike for its buyer and its seller: a badge to scan the column
 * by, whose turn it is and until when (in the reader's time zone), or how it ended.
 */
export function OfferState({ offer }: { offer: Offer }) {
  return (
    <div className="space-y-1 text-sm">
      <StatusBadge look={looks[offer.status]} />
      <Words offer={offer} />
    </div>
  )
}

function Words({ offer }: { offer: Offer }) {
  const { status, awaiting, you, expiresAt, reason } = offer
  if (status === 'pending') {
    const yourTurn = awaiting === you
    const other = you === 'buyer' ? 'seller' : 'buyer'
    return (
      <>
        <p className="font-semibold">
          {yourTurn ? 'Your turn' : `Waiting for the ${awaiting ?? other}`}
        </p>
        {expiresAt && (
          <p className="text-base-content/70">
            {yourTurn ? 'Answer by ' : 'Open until '}
            <LocalTime iso={expiresAt} appointment />
          </p>
        )}
      </>
    )
  }
  if (status === 'accepted') {
    return (
      <p>
        {capital(who(answeredBy(offer), you))} accepted {formatPrice(offer.amount)}.
      </p>
    )
  }
  if (status === 'declined') {
    return (
      <>
        <p>
          Declined by {who(answeredBy(offer), you)}
          {reason ? ':' : '.'}
        </p>
        {reason && <p className="wrap-anywhere italic">“{reason}”</p>}
      </>
    )
  }
  if (status === 'withdrawn') {
    return <p>{you === 'buyer' ? 'You withdrew it.' : 'The buyer withdrew it.'}</p>
  }
  if (status === 'expired') return <p>Nobody answered in time.</p>
  // Closed: the server's why ("another buyer is paying for the car."), as a sentence.
  return <p className="wrap-anywhere">{capital(reason ?? 'the car is no longer for sale.')}</p>
}
