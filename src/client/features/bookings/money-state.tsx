import type { Booking } from '#shared/bookings'
import { LocalTime } from '../../components/local-time'
import { formatPrice } from '../../lib/format-price'

const badge = 'badge badge-sm font-semibold whitespace-nowrap'

/**
 * Where a booking's money is, in words, alike for its buyer (My Orders) and its seller (Bookings)
 * (docs/api.md "Money held until the car changes hands"): a badge to scan the column by and, while
 * the money is held, the line that says what happens next and by when.
 */
export function MoneyState({ booking }: { booking: Booking }) {
  const { payment, price, refundedAmount } = booking
  if (payment === 'held') {
    return (
      <div className="space-y-1 text-sm">
        <span className={`${badge} badge-info`}>Held</span>
        <HeldWords booking={booking} />
      </div>
    )
  }
  if (payment === 'paid') {
    return (
      <div className="space-y-1 text-sm">
        <span className={`${badge} badge-success`}>Paid</span>
        {booking.paidAt && (
          // Under the badge, not in it: the column stays as narrow as the badge.
          <p className="text-base-content/70">
            <LocalTime iso={booking.paidAt} day />
          </p>
        )}
        {refundedAmount > 0 && (
          <p>
            Refunded {formatPrice(refundedAmount)} of {formatPrice(price)}
          </p>
        )}
      </div>
    )
  }
  if (payment === 'released')
    return <span className={`${badge} badge-ghost`}>Payment released</span>
  if (payment === 'refunded') {
    return <span className={`${badge} badge-ghost`}>Refunded {formatPrice(refundedAmount)}</span>
  }
  // Pending: owed while the buyer may still pay; an unpaid booking that ended owes nothing.
  const open = booking.status === 'requested' || booking.status === 'accepted'
  return open || booking.actions.includes('pay') ? (
    <span className={`${badge} badge-warning`}>Not paid</span>
  ) : (
    <span className={`${badge} badge-ghost`}>Not due</span>
  )
}

/** The held money's next step, told to the buyer, the seller or an admin in their own terms. */
function HeldWords({ booking }: { booking: Booking }) {
  const { you, handover, heldUntil } = booking
  const amount = formatPrice(booking.price)
  if (handover?.objection) {
    return (
      <>
        <p>
          {you === 'buyer' ? 'You reported a problem:' : 'The buyer reported a problem:'}
          <span className="block wrap-anywhere italic">“{handover.objection}”</span>
        </p>
        <p className="text-base-content/70">
          An admin is looking into it. The money stays held until then.
        </p>
      </>
    )
  }
  if (handover) {
    const confirmBy = <LocalTime iso={handover.confirmBy} appointment />
    return (
      <>
        <p>
          Handed over <LocalTime iso={handover.at} day /> —{' '}
          {you === 'buyer' ? <>confirm by {confirmBy}</> : <>the buyer confirms by {confirmBy}</>}
        </p>
        {you === 'buyer' && (
          <p className="text-base-content/70">If you say nothing, the money is taken then.</p>
        )}
      </>
    )
  }
  const until = heldUntil ? (
    <>
      {' '}
      until <LocalTime iso={heldUntil} day />
    </>
  ) : null
  if (you === 'buyer') {
    return (
      <p>
        {amount} held{until} — reserved for you
      </p>
    )
  }
  if (you === 'seller') {
    return (
      <p>
        Buyer’s {amount} is held{until}: hand the car over
      </p>
    )
  }
  return (
    <p>
      {amount} held{until}
    </p>
  )
}
