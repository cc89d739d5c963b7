import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { EmailAddress } from '../../components/email-address'
import { PaymentBadge } from '../../components/payment-badge'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { paths } from '../../paths'

type Props = { bookings: Booking[]; onCancel: (booking: Booking) => void }

/**
 * spec.md 'My Orders': S/L, Car (with its id), User Email, Amount, Meeting Location, Payment,
 * Action. On a phone each booking becomes a card (lib/stacked-table.ts).
 */
export function OrdersTable({ bookings, onCancel }: Props) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className={t.table}>
        <caption className="sr-only">My Orders</caption>
        <thead className={t.head}>
          <tr>
            <th scope="col">S/L</th>
            <th scope="col">Car</th>
            <th scope="col">User Email</th>
            <th scope="col">Amount</th>
            <th scope="col">Meeting Location</th>
            <th scope="col">Payment</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody className={t.body}>
          {bookings.map((booking, index) => (
            <tr key={booking._id} className={t.row}>
              {/* On a phone the cards' order says as much. */}
              <td data-label="S/L" className="text-base-content/75 tabular-nums max-sm:hidden">
                {index + 1}
              </td>
              <th scope="row" className={`${t.titleCell} min-w-44 font-normal`}>
                {booking.car_id ? (
                  <Link to={paths.car.to(booking.car_id)} className="link font-semibold link-hover">
                    {booking.car}
                  </Link>
                ) : (
                  <span className="font-semibold">{booking.car}</span>
                )}
                <span className="mt-0.5 block text-xs break-all text-base-content/70">
                  {booking.car_id ? `Car Id: ${booking.car_id}` : 'Listing removed'}
                </span>
              </th>
              <td data-label="User Email" className={`${t.cell} wrap-break-word`}>
                <EmailAddress email={booking.email} />
              </td>
              <td data-label="Amount" className={t.cell}>
                <span className="font-semibold tabular-nums">{formatPrice(booking.price)}</span>
              </td>
              <td data-label="Meeting Location" className={`${t.cell} min-w-36`}>
                {booking.meeting_location}
              </td>
              <td data-label="Payment" className={t.cell}>
                <PaymentBadge payment={booking.payment} />
              </td>
              <td data-label="Action" className={`${t.cell} max-sm:pt-2`}>
                <OrderAction booking={booking} onCancel={onCancel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function OrderAction({ booking, onCancel }: { booking: Booking; onCancel: Props['onCancel'] }) {
  if (booking.payment === 'paid') {
    return <span className="badge badge-success badge-outline font-semibold">Paid</span>
  }
  if (booking.payment === 'cancelled') {
    return <span className="text-sm text-base-content/70">Cancelled</span>
  }
  return (
    <div className="flex flex-nowrap items-center gap-2">
      <Link to={paths.payment.to(booking._id)} className="btn btn-primary btn-sm">
        Pay<span className="sr-only"> for {booking.car}</span>
      </Link>
      <button
        type="button"
        className="btn btn-ghost btn-sm text-error"
        onClick={() => onCancel(booking)}
      >
        Cancel<span className="sr-only"> booking of {booking.car}</span>
      </button>
    </div>
  )
}
