import { useState } from 'react'
import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { loadSessionUser } from '../../api/get-session'
import { queryClient } from '../../api/query-client'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { toast } from '../../lib/toast'
import { paths } from '../../paths'
import { useCancelBooking } from './api/cancel-booking'
import { myBookingsQueryOptions, useMyBookings } from './api/get-my-bookings'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { OrdersTable } from './orders-table'

export async function loader() {
  if (await loadSessionUser()) void queryClient.prefetchQuery(myBookingsQueryOptions())
  return null
}

// spec.md section 2 'My Orders'; a pending booking can be paid or cancelled.
function MyOrdersPage() {
  const bookings = useMyBookings()
  const cancelBooking = useCancelBooking()
  const [toCancel, setToCancel] = useState<Booking | null>(null)

  function confirmCancel(booking: Booking) {
    cancelBooking.mutate(booking._id, {
      onSuccess: () => toast.success('Booking cancelled'),
      onError: (error) => toast.error(error.message),
      onSettled: () => setToCancel(null),
    })
  }

  const pending = bookings.data?.filter((b) => b.payment === 'pending').length ?? 0
  return (
    <div>
      <PageTitle title="My Orders" />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">My Orders</h1>
      <p className="mt-1 text-base-content/75">
        {pending > 0
          ? `${pending} ${pending === 1 ? 'booking is' : 'bookings are'} waiting for payment.`
          : 'Cars you booked, and what you paid.'}
      </p>
      <div className="mt-6">
        {bookings.isPending ? (
          <Spinner />
        ) : bookings.isError ? (
          <QueryError
            error={bookings.error}
            what="your orders"
            onRetry={() => bookings.refetch()}
          />
        ) : bookings.data.length === 0 ? (
          <div className="rounded-box border border-dashed border-base-300 px-6 py-14 text-center">
            <h2 className="text-xl font-bold">No orders yet</h2>
            <p className="mt-2 text-base-content/80">
              Book a viewing from any car&rsquo;s page; it shows up here, ready to pay.
            </p>
            <Link to={paths.cars.to()} className="btn btn-primary mt-6">
              Browse cars
            </Link>
          </div>
        ) : (
          <OrdersTable bookings={bookings.data} onCancel={setToCancel} />
        )}
      </div>
      <CancelBookingDialog
        booking={toCancel}
        pending={cancelBooking.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      />
    </div>
  )
}

export { MyOrdersPage as Component }
