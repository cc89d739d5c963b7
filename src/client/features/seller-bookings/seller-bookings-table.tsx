import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { EmailAddress } from '../../components/email-address'
import { PaymentBadge } from '../../components/payment-badge'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { paths } from '../../paths'

const bookedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** Who booked which of the seller's cars, and how to reach them. A card per booking on phones. */
export function SellerBookingsTable({ bookings }: { bookings: Booking[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className={t.table}>
        <caption className="sr-only">Bookings of your cars</caption>
        <thead className={t.head}>
          <tr>
            <th scope="col">Car</th>
            <th scope="col">Buyer</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Meeting location</th>
            <th scope="col">Payment</th>
            <th scope="col">Booked</th>
          </tr>
        </thead>
        <tbody className={t.body}>
          {bookings.map((booking) => (
            <tr key={booking._id} className={t.row}>
              <th scope="row" className={`${t.titleCell} min-w-40 font-normal`}>
                {booking.car_id ? (
                  <Link to={paths.car.to(booking.car_id)} className="link font-semibold link-hover">
                    {booking.car}
                  </Link>
                ) : (
                  <span className="font-semibold">{booking.car}</span>
                )}
                <span className="block text-sm text-base-content/70">
                  {formatPrice(booking.price)}
                </span>
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
                <a
                  href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
                  className="link link-primary"
                >
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
                <time dateTime={booking.createdAt}>
                  {bookedOn.format(new Date(booking.createdAt))}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
