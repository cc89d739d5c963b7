import type { Booking } from '#shared/bookings'
import { EmailAddress } from '../../components/email-address'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { BookedCar, BookingsTable } from './bookings-table'
import { PaymentBadge } from './payment-badge'

const bookedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** Who booked which of the seller's cars, and how to reach them. A card per booking on phones. */
export function SellerBookingsTable({ bookings }: { bookings: Booking[] }) {
  return (
    <BookingsTable
      caption="Bookings of your cars"
      columns={['Car', 'Buyer', 'Email', 'Phone', 'Meeting location', 'Payment', 'Booked']}
    >
      {bookings.map((booking) => (
        <tr key={booking._id} className={t.row}>
          <th scope="row" className={`${t.titleCell} min-w-40 font-normal`}>
            <BookedCar booking={booking} />
            <span className="block text-sm text-base-content/70">{formatPrice(booking.price)}</span>
          </th>
          <td data-label="Buyer" className={t.cell}>
            {booking.name}
          </td>
          <td data-label="Email" className={`${t.cell} wrap-break-word`}>
            <a href={`mailto:${booking.email}`} className="link link-hover">
              <EmailAddress email={booking.email} />
            </a>
          </td>
          <td data-label="Phone" className={`${t.cell} whitespace-nowrap`}>
            <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} className="link link-primary">
              {booking.phone}
            </a>
          </td>
          <td data-label="Meeting location" className={`${t.cell} min-w-36`}>
            {booking.meeting_location}
          </td>
          <td data-label="Payment" className={t.cell}>
            <PaymentBadge payment={booking.payment} />
          </td>
          <td data-label="Booked" className={`${t.cell} whitespace-nowrap`}>
            <time dateTime={booking.createdAt}>{bookedOn.format(new Date(booking.createdAt))}</time>
          </td>
        </tr>
      ))}
    </BookingsTable>
  )
}
