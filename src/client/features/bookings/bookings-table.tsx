import type { ReactNode } from 'react'
import type { Booking, Side } from '#shared/bookings'
import { DealCar } from '../../components/deal-car'
import { EmailAddress } from '../../components/email-address'
import { LocalTime } from '../../components/local-time'
import { PhoneLink } from '../../components/phone-link'
import { StackedTable } from '../../components/stacked-table'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { AgreedPrice } from './agreed-price'
import type { OpenDialog } from './booking-actions'
import { PaymentCell } from './payment-cell'
import { TestDriveCell } from './test-drive'

type Props = { side: Side; bookings: Booking[]; onOpen: OpenDialog }

/** A column: its header, its cell's classes (beside `t.cell`) and what the cell shows. */
type Column = {
  label: string
  className: string
  cell: (booking: Booking, onOpen: OpenDialog) => ReactNode
}

const meetingLocation = (label: string): Column => ({
  label,
  className: `${t.text} min-w-28`,
  cell: (booking) => booking.meeting_location,
})

const payment = (width: string): Column => ({
  label: 'Payment',
  className: width,
  cell: (booking, onOpen) => <PaymentCell booking={booking} onOpen={onOpen} />,
})

const testDrive: Column = {
  label: 'Test drive',
  className: 'min-w-44',
  cell: (booking, onOpen) => <TestDriveCell booking={booking} onOpen={onOpen} />,
}

/**
 * Each side's table. The buyer's (My Orders): S/L, Car (with its id), User Email, Amount, Meeting
 * Location, Payment (where the money is, with Pay, and the handover's answers),
 * and the test drive (docs/api.md "Test drives"): where it stands and its buttons, in place of a
 * separate Action column, which would not fit beside the dashboard's menu. The seller's: who
 * booked which car, how to reach them (name, e-mail and phone in one column), the buyer's money
 * (held until the seller hands the car over) and the test drive.
 */
const sides: Record<
  Side,
  { caption: string; serial: boolean; carNote: (booking: Booking) => ReactNode; columns: Column[] }
> = {
  buyer: {
    caption: 'My Orders',
    serial: true,
    carNote: (booking) => (
      <span className="mt-0.5 block text-xs break-all text-base-content/70">
        {booking.car_id ? `Car Id: ${booking.car_id}` : 'Listing removed'}
      </span>
    ),
    columns: [
      {
        label: 'User Email',
        className: `${t.text} min-w-36`,
        cell: (booking) => <EmailAddress email={booking.email} />,
      },
      {
        label: 'Amount',
        className: '',
        cell: (booking) => (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold tabular-nums">{formatPrice(booking.price)}</span>
            <AgreedPrice booking={booking} />
          </div>
        ),
      },
      meetingLocation('Meeting Location'),
      payment('min-w-32'),
      testDrive,
    ],
  },
  seller: {
    caption: 'Bookings of your cars',
    serial: false,
    carNote: (booking) => (
      <>
        <span className="block text-sm text-base-content/70">
          {formatPrice(booking.price)} <AgreedPrice booking={booking} />
        </span>
        <span className="block text-xs text-base-content/70">
          Booked <LocalTime iso={booking.createdAt} />
        </span>
      </>
    ),
    columns: [
      {
        label: 'Buyer',
        className: `${t.text} min-w-40`,
        cell: (booking) => <Buyer booking={booking} />,
      },
      meetingLocation('Meeting location'),
      payment('min-w-40'),
      testDrive,
    ],
  },
}

/**
 * The bookings of one side, the buyer's (My Orders) or the seller's: the car, then the side's
 * columns, the payment and the test drive with the moves each side may make. On a phone each
 * booking becomes a card (lib/stacked-table.ts).
 */
export function BookingsTable({ side, bookings, onOpen }: Props) {
  const { caption, serial, carNote, columns } = sides[side]
  return (
    <StackedTable
      caption={caption}
      columns={[...(serial ? ['S/L'] : []), 'Car', ...columns.map((column) => column.label)]}
    >
      {bookings.map((booking, index) => (
        <tr key={booking._id} className={t.row}>
          {serial && (
            // On a phone the cards' order says as much.
            <td data-label="S/L" className="text-base-content/75 tabular-nums @max-4xl:hidden">
              {index + 1}
            </td>
          )}
          <th scope="row" className={`${t.titleCell} min-w-52 font-normal`}>
            <DealCar deal={booking}>{carNote(booking)}</DealCar>
          </th>
          {columns.map(({ label, className, cell }) => (
            <td key={label} data-label={label} className={`${t.cell} ${className}`}>
              {cell(booking, onOpen)}
            </td>
          ))}
        </tr>
      ))}
    </StackedTable>
  )
}

/**
 * The seller's way to reach the buyer: their name, e-mail and phone. A buyer who closed their
 * account is "Deleted account", with neither.
 */
function Buyer({ booking }: { booking: Booking }) {
  return (
    <div>
      <span className="font-semibold">{booking.name}</span>
      {booking.email && (
        <a href={`mailto:${booking.email}`} className="link block py-0.5 text-sm link-hover">
          <EmailAddress email={booking.email} />
        </a>
      )}
      {booking.phone && (
        <PhoneLink
          phone={booking.phone}
          className="link block py-0.5 text-sm whitespace-nowrap link-primary"
        />
      )}
    </div>
  )
}
