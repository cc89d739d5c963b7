// Loaded on demand (React.lazy in car-offer.tsx): only a buyer with an offer for this car needs it.
import { useId } from 'react'
import { Link } from 'react-router'
import type { Offer } from '#shared/offers'
import { LocalTime } from '../../components/local-time'
import { useOfferDialogs } from '../../components/offer-dialogs'
import { OfferMoves } from '../../components/offer-moves'
import { formatPrice } from '../../lib/format-price'
import { OFFER_ROUNDS } from '#shared/offer-limits'
import { answeredBy } from '../../lib/offers'
import { paths } from '#shared/paths'

/** The negotiation in one line, to the buyer. */
function headline(offer: Offer) {
  const amount = formatPrice(offer.amount)
  switch (offer.status) {
    case 'pending':
      return offer.awaiting === 'buyer'
        ? `The seller counters with ${amount}`
        : `Your offer: ${amount} — waiting for the seller`
    case 'accepted':
      return `Price agreed: ${amount}`
    case 'declined':
      return answeredBy(offer) === 'seller'
        ? `The seller declined your offer of ${amount}`
        : `You declined the seller’s ${amount}`
    case 'withdrawn':
      return `You withdrew your offer of ${amount}`
    case 'expired':
      return `The offer of ${amount} expired: nobody answered in time`
    case 'closed':
      return `The offer of ${amount} is closed`
  }
}

/**
 * The buyer's latest offer for this car, beside its price: while open, the amount on the table
 * and whose turn it is, with the moves the server allows; once a price is agreed, the way to pay
 * it; once it ended otherwise, how (car-offer.tsx offers a new one among the actions below it).
 */
export default function YourOffer({ offer }: { offer: Offer }) {
  const id = useId()
  const { open, dialogs } = useOfferDialogs()
  const amount = formatPrice(offer.amount)
  const yours = offer.history.findLast((step) => step.by === 'buyer')
  return (
    <section aria-labelledby={`${id}-title`} className="mt-5 rounded-box bg-base-200 p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {headline(offer)}
      </h2>
      {offer.status === 'pending' && (
        <p className="mt-1 text-sm text-base-content/75">
          {offer.awaiting === 'buyer' && yours && `You offered ${formatPrice(yours.amount)} · `}
          Round {offer.round} of {OFFER_ROUNDS}
          {offer.expiresAt && (
            <>
              {' · '}
              {offer.awaiting === 'buyer' ? 'answer by ' : 'open until '}
              <LocalTime iso={offer.expiresAt} appointment />
            </>
          )}
        </p>
      )}
      {offer.status === 'accepted' && (
        <p className="mt-1 text-sm text-base-content/80">
          Your booking now has this price; paying it reserves the car for you.
        </p>
      )}
      {offer.reason && (offer.status === 'declined' || offer.status === 'closed') && (
        <p className="mt-1 text-sm wrap-anywhere text-base-content/80 italic">“{offer.reason}”</p>
      )}
      <div className="mt-3 space-y-3">
        <OfferMoves offer={offer} onOpen={open} />
        {offer.status === 'accepted' && offer.bookingId && (
          <Link to={paths.myOrders.to()} className="btn btn-primary btn-sm">
            Pay {amount} in My Orders
          </Link>
        )}
        <Link to={paths.myOffers.to()} className="link block text-sm link-primary">
          All your offers
        </Link>
      </div>
      {dialogs}
    </section>
  )
}
