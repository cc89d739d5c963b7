import type { Booking } from '#shared/bookings'
import { EmailAddress } from '../../components/email-address'
import { LocalTime } from '../../components/local-time'
import { StackedTable } from '../../components/stacked-table'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { AgreedPrice } from './agreed-price'
import type { OpenDialog } from './booking-actions'
import { BookedCar } from './bookings-table'
import { PaymentCell } from './payment-cell'
import { TestDriveCell } from './test-drive'

type Props = { bookings: Booking[]; onOpen: OpenDialog }

/**
 * Who booked which of the seller's cars, how to reach them (name, e-mail and phone in one
 * column), the buyer's money (held until the seller hands the car over) and the test drive:
 * where each stands and what the seller may do now. A card per booking where the table is narrow.
 */
export function SellerBookingsTable({ bookings, onOpen }: Props) {
  return (
    <StackedTable
      caption="Bookings of your cars"
      columns={['Car', 'Buyer', 'Meeting location', 'Payment', 'Test drive']}
    >
      {bookings.map((booking) => (
        <tr key={booking._id} className={t.row}>
          <th scope="row" className={`${t.titleCell} min-w-52 font-normal`}>
            <BookedCar booking={booking}>
              <span className="block text-sm text-base-content/70">
                {formatPrice(booking.price)} <AgreedPrice booking={booking} />
              </span>
              <span className="block text-xs text-base-content/70">
                Booked <LocalTime iso={booking.createdAt} />
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
          <td data-label="Payment" className={`${t.cell} min-w-40`}>
            <PaymentCell booking={booking} onOpen={onOpen} />
          </td>
          <td data-label="Test drive" className={`${t.cell} min-w-44`}>
            <TestDriveCell booking={booking} onOpen={onOpen} />
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
