import { lazy, Suspense, useState } from 'react'
import type { User } from '#shared/accounts'
import type { Car } from '#shared/cars'
import { useOffers } from '../../api/get-offers'

const loadOfferDialog = () => import('./offer-dialog')
const OfferDialog = lazy(loadOfferDialog)
const YourOffer = lazy(() => import('./your-offer'))

type Props = { car: Car; user: User | null }

/**
 * A buyer's offers for this car, as the page shows them: their latest offer, and whether "Make an
 * offer" is open to them (while the car is for sale and no offer of theirs is open or agreed).
 * Null for anyone else, and until the answer, so that nothing flashes. The server decides what
 * may be offered; a refusal is said in the dialog.
 */
function useBuyerOffer(car: Car, user: User | null) {
  // Only buyers book, so only buyers bargain; a signed-out visitor never gets here.
  const buyer = user?.role === 'buyer' && user._id !== car.sellerId
  const offers = useOffers('buyer', car._id, buyer)
  if (!buyer || offers.isPending) return null

  const forSale = car.status === 'Active'
  // Newest first. Shown while open, and on a car still for sale (an agreed price still to pay,
  // how the last one ended); an offer that ends on this page stays, with its dialog, until the
  // dialog has closed.
  const latest = offers.data?.[0]
  const shown = latest && (latest.status === 'pending' || forSale) ? latest : null
  const open = shown?.status === 'pending' || shown?.status === 'accepted'
  return { shown, canOffer: forSale && !open }
}

/** Above the car's actions, for a buyer: their latest offer for this car and how it stands. */
export function YourLatestOffer({ car, user }: Props) {
  const shown = useBuyerOffer(car, user)?.shown
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <YourOffer offer={shown} />
    </Suspense>
  )
}

/** "Make an offer", among the car's actions (on a phone, in the bar at the bottom). */
export function MakeOffer({ car, user, className = '' }: Props & { className?: string }) {
  const state = useBuyerOffer(car, user)
  const [offering, setOffering] = useState(false)
  if (!state) return null
  return (
    <>
      {state.canOffer && (
        <button
          type="button"
          className={`btn btn-outline btn-primary btn-block ${className}`}
          // Start fetching the dialog while the pointer is on its way.
          onPointerEnter={() => void loadOfferDialog()}
          onFocus={() => void loadOfferDialog()}
          onClick={() => setOffering(true)}
        >
          {state.shown ? 'Make another offer' : 'Make an offer'}
        </button>
      )}
      {/* Not inside the button's branch: sending the offer hides the button, and the dialog
          closes itself first. */}
      {offering && (
        <Suspense fallback={null}>
          <OfferDialog car={car} onClose={() => setOffering(false)} />
        </Suspense>
      )}
    </>
  )
}
