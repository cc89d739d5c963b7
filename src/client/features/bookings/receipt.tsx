import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { CarThumb } from '../../components/car-thumb'
import { LocalTime } from '../../components/local-time'
import { formatPrice } from '../../lib/format-price'
import { paths } from '#shared/paths'

/** A paid booking's reference, as the buyer quotes it: the first part of its id. */
export const receiptReference = (bookingId: string) =>
  `WL-${bookingId.replaceAll('-', '').slice(0, 8).toUpperCase()}`

type Props = {
  booking: Booking
  /** When the card was accepted: the page's own moment, or the booking's record of it. */
  paidAt: string
}

/**
 * What a buyer keeps after paying (the payment page): amount, car, date and a reference. Paying
 * holds the money, it does not take it (docs/api.md "Money held until the car changes hands"), so
 * until the buyer confirms the handover the receipt says so and what happens next.
 */
export function Receipt({ booking, paidAt }: Props) {
  const taken = booking.payment === 'paid' || booking.payment === 'refunded'
  return (
    <section aria-labelledby="receipt-title" className="mt-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="receipt-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Receipt
        </h1>
        {taken ? (
          <span className="badge badge-success font-semibold">
            {booking.payment === 'refunded' ? 'Refunded' : 'Paid'}
          </span>
        ) : (
          <span className="badge badge-info font-semibold">Money held</span>
        )}
      </div>
      {taken ? (
        <p className="mt-2 text-base-content/80">
          Thank you. The money was taken when you confirmed you have the car: it is yours.
        </p>
      ) : (
        <HeldSteps booking={booking} />
      )}
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
          <dt className="text-base-content/70">{taken ? 'Amount paid' : 'Amount held'}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatPrice(booking.price)}</dd>
          {booking.refundedAmount > 0 && (
            <>
              <dt className="text-base-content/70">Refunded</dt>
              <dd className="tabular-nums">{formatPrice(booking.refundedAmount)}</dd>
            </>
          )}
          <dt className="text-base-content/70">{taken ? 'Paid on' : 'Held on'}</dt>
          <dd>
            <LocalTime iso={taken ? (booking.paidAt ?? paidAt) : paidAt} withTime />
          </dd>
          {!taken && booking.heldUntil && (
            <>
              <dt className="text-base-content/70">Held until</dt>
              <dd>
                <LocalTime iso={booking.heldUntil} withTime />
              </dd>
            </>
          )}
          <dt className="text-base-content/70">Reference</dt>
          <dd className="font-mono">{receiptReference(booking._id)}</dd>
          {booking.sellerName && (
            <>
              <dt className="text-base-content/70">Seller</dt>
              <dd className="wrap-break-word">{booking.sellerName}</dd>
            </>
          )}
          {booking.vin && (
            <>
              <dt className="text-base-content/70">VIN</dt>
              <dd className="font-mono break-all">{booking.vin}</dd>
            </>
          )}
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

/** The money is held, not taken: for which car, and what happens until it is. */
function HeldSteps({ booking }: { booking: Booking }) {
  const amount = formatPrice(booking.price)
  return (
    <div className="mt-2 space-y-3 text-base-content/80">
      <p>
        Your <strong className="text-base-content">{amount}</strong> is held on your card for{' '}
        {booking.car}, not taken. The car is reserved for you.
      </p>
      <ol className="list-inside list-decimal space-y-1">
        <li>The seller hands the car over to you.</li>
        <li>You confirm in My Orders that you have it.</li>
        <li>Only then is the money taken and paid to the seller.</li>
      </ol>
      <p>
        Changed your mind? Cancel in My Orders any time before the handover and the money is
        released. Once the seller hands the car over, confirm you have it or tell us what is wrong;
        if you say nothing, the money is taken when the time shown in My Orders runs out. It is
        released automatically if the car is not handed over
        {booking.heldUntil ? (
          <>
            {' '}
            by <LocalTime iso={booking.heldUntil} withTime />
          </>
        ) : (
          ' in time'
        )}
        .
      </p>
    </div>
  )
}
