import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { CarThumb } from '../../components/car-thumb'
import { LocalTime } from '../../components/local-time'
import { formatPrice } from '../../lib/format-price'
import { paths } from '../../paths'

/** A paid booking's reference, as the buyer quotes it: the first part of its id. */
export const receiptReference = (bookingId: string) =>
  `WL-${bookingId.replaceAll('-', '').slice(0, 8).toUpperCase()}`

/** What a buyer keeps after paying: amount, car, date and a reference (the payment page). */
export function Receipt({ booking, paidAt }: { booking: Booking; paidAt: string }) {
  return (
    <section aria-labelledby="receipt-title" className="mt-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="receipt-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Receipt
        </h1>
        <span className="badge badge-success font-semibold">Paid</span>
      </div>
      <p className="mt-2 text-base-content/80">
        Thank you. The car is marked sold, and the seller sees your payment.
      </p>
      <div className="mt-6 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
        <div className="flex items-center gap-4">
          {booking.image && <CarThumb src={booking.image} width={96} />}
          <div className="min-w-0">
            <p className="text-sm text-base-content/70">Car</p>
            {booking.car_id ? (
              <Link
                to={paths.car.to(booking.car_id)}
                className="link text-lg font-semibold link-hover"
              >
                {booking.car}
              </Link>
            ) : (
              <p className="text-lg font-semibold">{booking.car}</p>
            )}
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-base-300 pt-5">
          <dt className="text-base-content/70">Amount paid</dt>
          <dd className="text-lg font-bold tabular-nums">{formatPrice(booking.price)}</dd>
          <dt className="text-base-content/70">Paid on</dt>
          <dd>
            <LocalTime iso={paidAt} withTime />
          </dd>
          <dt className="text-base-content/70">Reference</dt>
          <dd className="font-mono">{receiptReference(booking._id)}</dd>
          <dt className="text-base-content/70">Paid by</dt>
          <dd className="wrap-break-word">
            {booking.name}
            <span className="block text-sm text-base-content/70">{booking.email}</span>
          </dd>
          <dt className="text-base-content/70">Meeting place</dt>
          <dd className="wrap-break-word">{booking.meeting_location}</dd>
        </dl>
      </div>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Link to={paths.myOrders.to()} className="btn btn-primary">
          Back to My Orders
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </section>
  )
}
