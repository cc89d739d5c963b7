import { Link, useLocation, useNavigate } from 'react-router'
import type { Booking } from '#shared/bookings'
import { signedInLoader } from '../../api/signed-in-loader'
import { OrdersPageFrame } from '../../components/orders-tabs'
import { useHydrated } from '../../lib/use-hydrated'
import { paths } from '#shared/paths'
import { myBookingsQueryOptions, useMyBookings } from './api/get-my-bookings'
import { useBookingDialogs } from './booking-dialogs'
import { BookingsList } from './bookings-list'
import { BookingsTable } from './bookings-table'

export const loader = signedInLoader('anyone', (client) => {
  void client.prefetchQuery(myBookingsQueryOptions())
})

/** What the buyer has to do, in a line above the table. */
function summary(bookings: Booking[] | undefined) {
  const toConfirm = bookings?.filter((b) => b.actions.includes('confirm_handover'))
  const yourTurn = bookings?.filter(
    (b) => b.status === 'requested' && b.awaiting === 'buyer' && b.payment === 'pending',
  )
  const unpaid = bookings?.filter((b) => b.actions.includes('pay'))
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  if (toConfirm?.length) {
    return `${count(toConfirm.length, 'car was', 'cars were')} handed over to you: confirm you have it, or tell us what is wrong.`
  }
  if (yourTurn?.length) {
    return `${count(yourTurn.length, 'test drive is', 'test drives are')} waiting for your answer.`
  }
  if (unpaid?.length) {
    return `${count(unpaid.length, 'booking is', 'bookings are')} waiting for payment.`
  }
  return 'Cars you booked, their test drives, and where your money is.'
}

// My Orders, with the test drive agreed between buyer and seller.
function MyOrdersPage() {
  const bookings = useMyBookings()
  const { open, dialogs } = useBookingDialogs()
  return (
    <OrdersPageFrame
      side="buyer"
      title="My Orders"
      summary={summary(bookings.data)}
      notice={<RequestSent />}
    >
      <BookingsList
        bookings={bookings}
        what="your orders"
        empty={{
          title: 'No orders yet',
          text: 'Book a test drive from any car’s page; it shows up here, ready to pay.',
          action: (
            <Link to={paths.cars.to()} className="btn btn-primary">
              Browse cars
            </Link>
          ),
        }}
      >
        {(data) => <BookingsTable side="buyer" bookings={data} onOpen={open} />}
      </BookingsList>
      {dialogs}
    </OrdersPageFrame>
  )
}

/**
 * Straight after booking (the car page sends its name along): the request is not an appointment
 * yet, so say who answers next. Dismissing it forgets it, so a reload does not bring it back.
 */
function RequestSent() {
  const { state, pathname } = useLocation()
  const navigate = useNavigate()
  // A reload keeps the history entry's state, which the server never saw: wait for hydration.
  const hydrated = useHydrated()
  const car = (state as { requested?: unknown } | null)?.requested
  if (!hydrated || typeof car !== 'string') return null
  return (
    <div role="status" className="alert alert-success alert-soft mt-4 items-start">
      <div>
        <p className="font-semibold">Request sent for {car}.</p>
        <p className="text-sm">
          The seller has been asked to confirm one of your times; you’ll be told when they answer.
        </p>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => void navigate(pathname, { replace: true, state: null })}
      >
        Dismiss
      </button>
    </div>
  )
}

export { MyOrdersPage as Component }
