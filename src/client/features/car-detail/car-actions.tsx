import { lazy, Suspense, useState } from 'react'
import type { User } from '#shared/accounts'
import type { Car } from '#shared/cars'
import { formatPrice } from '../../lib/format-price'
import { useBuyerBooking } from './car-booking'
import { MakeOffer } from './car-offer'
import { MessageSeller, offersMessage } from './message-seller'

const loadBookingModal = () => import('./booking-modal')
const BookingModal = lazy(loadBookingModal)

/** What the car page's panels are given: the car, who is looking, and what to do when it was taken. */
export type CarPanelProps = {
  car: Car
  /** The signed-in person, or null. */
  user: User | null
  /** Someone else booked the car first: the page asks for it again. */
  onTaken: () => void
}

/**
 * What the visitor may do about the car now: Book Appointment, Make an offer, Message seller.
 * Below the price from a tablet up; on a phone, a bar fixed to the bottom of the screen with the
 * price again, so that they stay in reach however far the page is scrolled (styles.css
 * `[data-action-bar]`). The same buttons either way: the bar is how they are laid out.
 */
export function CarActions({ car, user, onTaken }: CarPanelProps) {
  const [booking, setBooking] = useState(false)
  // A buyer's open request for this car is in its banner above; a second one would be refused.
  const asked = useBuyerBooking(car, user)
  const open = asked?.status === 'requested' || asked?.status === 'accepted'
  // Only buyers book; a car can only be booked while nobody else holds it.
  const canBook = user?.role === 'buyer' && car.status === 'Active' && !open
  // The bar's rows, which styles.css keeps room for at the page's end: the price and Book
  // Appointment, then Message seller and Make an offer (which only a buyer who may book gets).
  // Make an offer comes last, into a place of its own, as it is only known once the buyer's
  // offers have loaded: nothing in the bar moves when it appears.
  const rows = canBook ? 2 : offersMessage(car, user) ? 1 : 0

  return (
    <div data-action-bar={rows || undefined}>
      {rows > 0 && (
        // The price is read out above; here it is for the eye only.
        <span aria-hidden="true" className="text-xl font-extrabold tracking-tight sm:hidden">
          {formatPrice(car.resale_price)}
        </span>
      )}
      {canBook && (
        <button
          type="button"
          className="btn btn-primary btn-block sm:mt-5 sm:btn-lg"
          // Start fetching the form while the pointer is on its way.
          onPointerEnter={() => void loadBookingModal()}
          onFocus={() => void loadBookingModal()}
          onClick={() => setBooking(true)}
        >
          Book Appointment
        </button>
      )}
      <MakeOffer car={car} user={user} className="max-sm:order-last sm:mt-3" />
      <MessageSeller car={car} user={user} className="sm:mt-3" />
      {booking && user && (
        <Suspense fallback={null}>
          <BookingModal car={car} user={user} onClose={() => setBooking(false)} onTaken={onTaken} />
        </Suspense>
      )}
    </div>
  )
}
