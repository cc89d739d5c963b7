// Loaded on demand (React.lazy in car-booking.tsx): only a buyer who booked this car needs it.
import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { BookingBanner } from '../../components/booking-banner'
import { paths } from '#shared/paths'

/** The buyer's booking of this car as it stands now, with the way to answer it in My Orders. */
export default function YourTestDrive({ booking }: { booking: Booking }) {
  return (
    <BookingBanner
      booking={booking}
      className="mt-5"
      link={
        <Link to={paths.myOrders.to()} className="link font-semibold">
          My Orders
        </Link>
      }
    />
  )
}
