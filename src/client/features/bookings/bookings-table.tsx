import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { CarThumb } from '../../components/car-thumb'
import { paths } from '#shared/paths'

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
