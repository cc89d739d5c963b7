import type { QueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { loadSessionUser } from '../../api/get-session'
import { PageTitle } from '../../components/page-title'
import { paths } from '../../paths'
import { sellerBookingsQueryOptions, useSellerBookings } from './api/get-seller-bookings'
import { BookingsList } from './bookings-list'
import { SellerBookingsTable } from './seller-bookings-table'

/** Warms the list only for a seller: anyone else is turned away by the guard anyway. */
export const loader = (client: QueryClient) => async () => {
  const user = await loadSessionUser(client)
  if (user?.role === 'seller') void client.prefetchQuery(sellerBookingsQueryOptions())
  return null
}

// Not in spec.md: a seller needs the buyer's phone and meeting place to arrange the viewing.
function SellerBookingsPage() {
  const bookings = useSellerBookings()
  const count = bookings.data?.length ?? 0
  return (
    <div>
      <PageTitle title="Bookings" />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Bookings</h1>
      <p className="mt-1 text-base-content/75">
        {bookings.data
          ? `${count} ${count === 1 ? 'booking' : 'bookings'} of your cars.`
          : 'Buyers who booked a viewing of your cars.'}
      </p>
      <div className="mt-6">
        <BookingsList
          bookings={bookings}
          what="your bookings"
          empty={{
            title: 'No bookings yet',
            text: 'When a buyer books one of your cars, their phone number and meeting place show up here.',
            action: (
              <Link to={paths.manageCars.to()} className="btn btn-outline btn-primary mt-6">
                Manage your cars
              </Link>
            ),
          }}
        >
          {(data) => <SellerBookingsTable bookings={data} />}
        </BookingsList>
      </div>
    </div>
  )
}

export { SellerBookingsPage as Component }
