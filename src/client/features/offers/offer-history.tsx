import type { Offer, OfferStep } from '#shared/offers'
import { formatPrice } from '../../lib/format-price'

/** "You offered $9,000", "Seller asked $10,500": the buyer offers, the seller asks. */
function said(step: OfferStep, offer: Offer) {
  const verb = step.by === 'buyer' ? 'offered' : 'asked'
  const by = step.by === offer.you ? 'You' : step.by === 'buyer' ? 'Buyer' : 'Seller'
  return `${by} ${verb} ${formatPrice(step.amount)}`
}

/** The amounts named so far, oldest first, in one line that wraps between them. */
export function OfferHistory({ offer }: { offer: Offer }) {
  return (
    <ol className="text-sm">
      {offer.history.map((step, index) => (
        <li key={`${step.at}-${index}`} className="inline">
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className="whitespace-nowrap">{said(step, offer)}</span>
        </li>
      ))}
    </ol>
  )
}
