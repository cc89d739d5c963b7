import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { EmailAddress } from '../../components/email-address'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { paths } from '../../paths'
import { BookedCar, BookingsTable } from './bookings-table'
import { PaymentBadge } from './payment-badge'

type Props = { bookings: Booking[]; onCancel: (booking: Booking) => void }

/**
 * spec.md 'My Orders': S/L, Car (with its id), User Email, Amount, Meeting Location, Payment,
 * Action. On a phone each booking becomes a card (lib/stacked-table.ts).
 */
export function OrdersTable({ bookings, onCancel }: Props) {
  return (
    <BookingsTable
      caption="My Orders"
      columns={['S/L', 'Car', 'User Email', 'Amount', 'Meeting Location', 'Payment', 'Action']}
    >
      {bookings.map((booking, index) => (
        <tr key={booking._id} className={t.row}>
          {/* On a phone the cards' order says as much. */}
          <td data-label="S/L" className="text-base-content/75 tabular-nums @max-4xl:hidden">
            {index + 1}
          </td>
          <th scope="row" className={`${t.titleCell} min-w-52 font-normal`}>
            <BookedCar booking={booking}>
              <span className="mt-0.5 block text-xs break-all text-base-content/70">
                {booking.car_id ? `Car Id: ${booking.car_id}` : 'Listing removed'}
              </span>
            </BookedCar>
          </th>
          <td data-label="User Email" className={`${t.cell} ${t.text} min-w-44`}>
            <EmailAddress email={booking.email} />
          </td>
          <td data-label="Amount" className={t.cell}>
            <span className="font-semibold tabular-nums">{formatPrice(booking.price)}</span>
          </td>
          <td data-label="Meeting Location" className={`${t.cell} ${t.text} min-w-28`}>
            {booking.meeting_location}
          </td>
          <td data-label="Payment" className={t.cell}>
            <PaymentBadge payment={booking.payment} />
          </td>
          <td data-label="Action" className={`${t.cell} @max-4xl:pt-2`}>
            <OrderAction booking={booking} onCancel={onCancel} />
          </td>
        </tr>
      ))}
    </BookingsTable>
  )
}

function OrderAction({ booking, onCancel }: { booking: Booking; onCancel: Props['onCancel'] }) {
  if (booking.payment === 'paid') {
    return (
      <Link to={paths.payment.to(booking._id)} className="btn btn-outline btn-sm">
        Receipt<span className="sr-only"> for {booking.car}</span>
      </Link>
    )
  }
  if (booking.payment === 'cancelled') {
    return <span className="text-sm text-base-content/70">Cancelled</span>
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
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
