import { lazy, Suspense } from 'react'
import type { User } from '#shared/accounts'
import type { Car } from '#shared/cars'
import { useMyBookings } from '../../api/get-my-bookings'

const YourTestDrive = lazy(() => import('./your-test-drive'))

/**
 * The buyer's latest booking of this car (the list comes newest first), once their bookings
 * have loaded; null for anyone else, and until then, so that nothing flashes.
 */
export function useBuyerBooking(car: Car, user: User | null) {
  const buyer = user?.role === 'buyer' && user._id !== car.sellerId
  const bookings = useMyBookings(buyer)
  if (!buyer) return null
  return bookings.data?.find((b) => b.car_id === car._id) ?? null
}

/** Above the car's actions, for a buyer who booked it: where their booking stands now. */
export function YourLatestBooking({ car, user }: { car: Car; user: User | null }) {
  const booking = useBuyerBooking(car, user)
  if (!booking) return null
  return (
    <Suspense fallback={null}>
      <YourTestDrive booking={booking} />
    </Suspense>
  )
}
