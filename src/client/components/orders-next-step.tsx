import { Link } from 'react-router'
import type { Side } from '#shared/bookings'
import { paths } from '#shared/paths'

/**
 * Where an empty tab of My Orders (the buyer's) or Bookings (the seller's) sends its reader: the
 * buyer to the cars for sale, the seller to their own.
 */
export function OrdersNextStep({ side }: { side: Side }) {
  return side === 'buyer' ? (
    <Link to={paths.cars.to()} className="btn btn-primary">
      Browse cars
    </Link>
  ) : (
    <Link to={paths.manageCars.to()} className="btn btn-outline btn-primary">
      Manage your cars
    </Link>
  )
}
