import { Link } from 'react-router'
import type { Side } from '#shared/bookings'
import { paths } from '#shared/paths'
import { BrowseCarsLink } from './browse-cars-link'

/**
 * Where an empty tab of My Orders (the buyer's) or Bookings (the seller's) sends its reader: the
 * buyer to the search page, the seller to their own cars.
 */
export function OrdersNextStep({ side }: { side: Side }) {
  return side === 'buyer' ? (
    <BrowseCarsLink />
  ) : (
    <Link to={paths.manageCars.to()} className="btn btn-outline btn-primary">
      Manage your cars
    </Link>
  )
}
