import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { loadSessionUser } from '../../api/get-session'
import { PageTitle } from '../../components/page-title'
import { toast } from '../../lib/toast'
import { paths } from '../../paths'
import { useCancelBooking } from './api/cancel-booking'
import { myBookingsQueryOptions, useMyBookings } from './api/get-my-bookings'
import { BookingsList } from './bookings-list'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { OrdersTable } from './orders-table'

export const loader = (client: QueryClient) => async () => {
  if (await loadSessionUser(client)) void client.prefetchQuery(myBookingsQueryOptions())
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
        <BookingsList
          bookings={bookings}
          what="your orders"
          empty={{
            title: 'No orders yet',
            text: 'Book a viewing from any car’s page; it shows up here, ready to pay.',
            action: (
              <Link to={paths.cars.to()} className="btn btn-primary mt-6">
                Browse cars
              </Link>
            ),
          }}
        >
          {(data) => <OrdersTable bookings={data} onCancel={setToCancel} />}
        </BookingsList>
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
