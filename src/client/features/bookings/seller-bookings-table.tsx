import type { Booking } from '#shared/bookings'
import { EmailAddress } from '../../components/email-address'
import { LocalTime } from '../../components/local-time'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { BookedCar, BookingsTable } from './bookings-table'
import { PaymentBadge } from './payment-badge'

/**
 * Who booked which of the seller's cars, and how to reach them (name, e-mail and phone in one
 * column). A card per booking where the table is narrow.
 */
export function SellerBookingsTable({ bookings }: { bookings: Booking[] }) {
  return (
    <BookingsTable
      caption="Bookings of your cars"
      columns={['Car', 'Buyer', 'Meeting location', 'Payment', 'Booked']}
    >
      {bookings.map((booking) => (
        <tr key={booking._id} className={t.row}>
          <th scope="row" className={`${t.titleCell} min-w-52 font-normal`}>
            <BookedCar booking={booking}>
              <span className="block text-sm text-base-content/70">
                {formatPrice(booking.price)}
              </span>
            </BookedCar>
          </th>
          <td data-label="Buyer" className={`${t.cell} ${t.text} min-w-40`}>
            <div>
              <span className="font-semibold">{booking.name}</span>
              <a href={`mailto:${booking.email}`} className="link block py-0.5 text-sm link-hover">
                <EmailAddress email={booking.email} />
              </a>
              <a
                href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
                className="link block py-0.5 text-sm whitespace-nowrap link-primary"
              >
                {booking.phone}
              </a>
            </div>
          </td>
          <td data-label="Meeting location" className={`${t.cell} ${t.text} min-w-28`}>
            {booking.meeting_location}
          </td>
          <td data-label="Payment" className={t.cell}>
            <PaymentBadge payment={booking.payment} />
          </td>
          <td data-label="Booked" className={`${t.cell} whitespace-nowrap`}>
            <LocalTime iso={booking.createdAt} />
          </td>
        </tr>
      ))}
    </BookingsTable>
  )
}
