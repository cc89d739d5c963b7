import { useLocation, useNavigate } from 'react-router'
import type { Booking } from '#shared/bookings'
import { signedInLoader } from '../../api/signed-in-loader'
import { BookingBanner } from '../../components/booking-banner'
import { OrdersPageFrame } from '../../components/orders-tabs'
import { useHydrated } from '../../lib/use-hydrated'
import { myBookingsQueryOptions, useMyBookings } from '../../api/get-my-bookings'
import { BookingsList } from './bookings-list'

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
  return (
    <OrdersPageFrame
      side="buyer"
      title="My Orders"
      summary={summary(bookings.data)}
      notice={<BookingNotice bookings={bookings.data} />}
    >
      <BookingsList
        side="buyer"
        bookings={bookings}
        empty="Book a test drive from any car’s page; it shows up here, ready to pay."
      />
    </OrdersPageFrame>
  )
}

/**
 * Straight after booking (the car page sends the new booking's id and the car's name along):
 * where that booking stands now, from the list as it is, so the banner follows it as it moves
 * (request sent, other times proposed, agreed, …). Dismissing it forgets it, so a reload does
 * not bring it back.
 */
function BookingNotice({ bookings }: { bookings: Booking[] | undefined }) {
  const { state, pathname } = useLocation()
  const navigate = useNavigate()
  // A reload keeps the history entry's state, which the server never saw: wait for hydration.
  const hydrated = useHydrated()
  const { booking: id, requested: car } = (state ?? {}) as {
    booking?: unknown
    requested?: unknown
  }
  // By its id; a history entry from before ids were sent names the car only.
  const booking =
    bookings?.find((b) => b._id === id) ??
    (typeof car === 'string' && id === undefined ? bookings?.find((b) => b.car === car) : undefined)
  if (!hydrated || !booking) return null
  return (
    <BookingBanner booking={booking} className="mt-4">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => void navigate(pathname, { replace: true, state: null })}
      >
        Dismiss
      </button>
    </BookingBanner>
  )
}

export { MyOrdersPage as Component }
