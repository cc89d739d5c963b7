import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { CarThumb } from '../../components/car-thumb'
import { stackedTable as t } from '../../lib/stacked-table'
import { paths } from '../../paths'

type Props = {
  /** For screen readers: what the table lists. */
  caption: string
  columns: string[]
  /** One row a booking. */
  children: ReactNode
}

/** The frame of a bookings table; where it is narrow each row becomes a card (lib/stacked-table.ts). */
export function BookingsTable({ caption, columns, children }: Props) {
  return (
    <div
      className={`${t.container} overflow-x-auto rounded-box border border-base-300 bg-base-100`}
    >
      <table className={t.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={t.head}>
          <tr>
            {columns.map((column) => (
              // Headers may wrap ("Meeting / Location"): the columns' content needs the room.
              <th key={column} scope="col" className="whitespace-normal">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={t.body}>{children}</tbody>
      </table>
    </div>
  )
}

/**
 * The booked car: its cover photo and name, a link to it while the listing exists (a deleted car
 * keeps its name), and what the table adds under the name.
 */
export function BookedCar({ booking, children }: { booking: Booking; children?: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {booking.image ? (
        <CarThumb src={booking.image} width={56} />
      ) : (
        <span aria-hidden="true" className="h-[42px] w-14 shrink-0 rounded-field bg-base-200" />
      )}
      <div className="min-w-0">
        {booking.car_id ? (
          <Link to={paths.car.to(booking.car_id)} className="link font-semibold link-hover">
            {booking.car}
          </Link>
        ) : (
          <span className="font-semibold">{booking.car}</span>
        )}
        {children}
      </div>
    </div>
  )
}
