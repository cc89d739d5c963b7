import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { paths } from '../../paths'

const looks = {
  pending: { label: 'Pending', className: 'badge-warning' },
  paid: { label: 'Paid', className: 'badge-success' },
  // An unpaid booking that ended (declined, cancelled, expired, done): nothing is owed.
  ended: { label: 'Not due', className: 'badge-ghost' },
}

/** A booking's payment, shown alike to its buyer (My Orders) and its seller (Bookings). */
export function PaymentBadge({ booking }: { booking: Booking }) {
  const open = booking.status === 'requested' || booking.status === 'accepted'
  const { label, className } =
    looks[booking.payment === 'paid' ? 'paid' : open ? 'pending' : 'ended']
  return (
    <span className={`badge badge-sm font-semibold whitespace-nowrap ${className}`}>{label}</span>
  )
}

/**
 * The buyer's payment cell: its state, and Pay while the server allows it (`pay` in
 * `booking.actions`) or the receipt once paid.
 */
export function PaymentCell({ booking }: { booking: Booking }) {
  const forCar = <span className="sr-only"> for {booking.car}</span>
  return (
    <div className="flex flex-wrap items-center gap-2 @4xl:flex-col @4xl:items-start">
      <PaymentBadge booking={booking} />
      {booking.actions.includes('pay') && (
        <Link to={paths.payment.to(booking._id)} className="btn btn-primary btn-sm">
          Pay{forCar}
        </Link>
      )}
      {booking.payment === 'paid' && (
        <Link to={paths.payment.to(booking._id)} className="btn btn-outline btn-sm">
          Receipt{forCar}
        </Link>
      )}
    </div>
  )
}
