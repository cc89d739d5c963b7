import type { Booking } from '#shared/bookings'
import { EmailAddress } from '../../components/email-address'
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
 * My Orders: S/L, Car (with its id), User Email, Amount, Meeting Location, Payment
 * (where the money is, with Pay, the spec's Action, and the handover's answers), and the test drive
 * (docs/api.md "Test drives"): where it stands and its buttons, in place of a separate Action
 * column, which would not fit beside the dashboard's menu. On a phone each booking becomes a card
 * (lib/stacked-table.ts).
 */
export function OrdersTable({ bookings, onOpen }: Props) {
  return (
    <StackedTable
      caption="My Orders"
      columns={['S/L', 'Car', 'User Email', 'Amount', 'Meeting Location', 'Payment', 'Test drive']}
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
          <td data-label="User Email" className={`${t.cell} ${t.text} min-w-36`}>
            <EmailAddress email={booking.email} />
          </td>
          <td data-label="Amount" className={t.cell}>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold tabular-nums">{formatPrice(booking.price)}</span>
              <AgreedPrice booking={booking} />
            </div>
          </td>
          <td data-label="Meeting Location" className={`${t.cell} ${t.text} min-w-28`}>
            {booking.meeting_location}
          </td>
          <td data-label="Payment" className={`${t.cell} min-w-32`}>
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
