import type { Booking } from '#shared/bookings'
import { signedInLoader } from '../../api/signed-in-loader'
import { OrdersPageFrame } from '../../components/orders-tabs'
import { sellerBookingsQueryOptions, useSellerBookings } from '../../api/get-seller-bookings'
import { BookingsList } from './bookings-list'

export const loader = signedInLoader('seller', (client) => {
  void client.prefetchQuery(sellerBookingsQueryOptions())
})

function summary(bookings: Booking[]) {
  const count = bookings.length
  const yourTurn = bookings.filter(
    (b) => b.status === 'requested' && b.awaiting === 'seller' && b.payment === 'pending',
  )
  const toHandOver = bookings.filter((b) => b.actions.includes('handover')).length
  const all = `${count} ${count === 1 ? 'booking' : 'bookings'} of your cars.`
  const paid =
    toHandOver > 0
      ? ` ${toHandOver} ${toHandOver === 1 ? 'buyer has' : 'buyers have'} paid: hand the car over.`
      : ''
  if (yourTurn.length === 0) return all + paid
  return `${all} ${yourTurn.length} ${yourTurn.length === 1 ? 'needs' : 'need'} your answer.${paid}`
}

// Beyond the product spec (docs/spec-deviations.md): a seller needs the buyer's phone and meeting
// place to arrange the test drive, and answers the request here.
function SellerBookingsPage() {
  const bookings = useSellerBookings()
  return (
    <OrdersPageFrame
      side="seller"
      title="Bookings"
      summary={
        bookings.data ? summary(bookings.data) : 'Buyers who asked for a test drive of your cars.'
      }
    >
      <BookingsList
        side="seller"
        bookings={bookings}
        empty="When a buyer books one of your cars, their request, phone number and meeting place show up here."
      />
    </OrdersPageFrame>
  )
}

export { SellerBookingsPage as Component }
