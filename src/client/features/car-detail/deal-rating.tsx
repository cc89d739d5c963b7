import type { Car } from '#shared/cars'
import { DEAL_MIN_COMPARABLES, DEAL_SCOPE_YEAR_SPANS, dealLabelText } from '#shared/deals'
import { formatPrice } from '../../lib/format-price'

/** A body type in a sentence, plural; the category id itself where it reads as a word. */
const bodyTypeWords: Record<string, string> = { suv: 'SUVs', pickup: 'pickup trucks' }
const bodyTypes = (categoryId: string) => bodyTypeWords[categoryId] ?? `${categoryId}s`

/** What the deal rating rests on, in one sentence (after its label): how wide it looked too. */
export function dealExplanation(car: Car): string {
  const deal = car.dealRating
  if (!deal) {
    return `Not enough similar listings yet to rate this price (fewer than ${DEAL_MIN_COMPARABLES}).`
  }
  const price = formatPrice(car.resale_price)
  const difference = car.resale_price - deal.expectedPrice
  const compared =
    difference === 0
      ? `${price} is the price`
      : `${price} is ${formatPrice(Math.abs(difference))} ${difference < 0 ? 'below' : 'above'} the ${formatPrice(deal.expectedPrice)}`
  const vehicle = [car.make, car.model].filter(Boolean).join(' ')
  const span = DEAL_SCOPE_YEAR_SPANS[deal.scope]
  const years = car.modelYear === null ? '' : `${car.modelYear - span}–${car.modelYear + span}`
  const from = `${compared} we expect from ${deal.comparables}`
  if (deal.scope === 'segment') {
    return `${from} similar ${bodyTypes(car.carCategory)}${years && ` of ${years}`} with a similar price new (too few ${vehicle} listings), allowing for price new, model year, mileage and condition.`
  }
  if (deal.scope === 'model-years') {
    return `${from} ${vehicle} listings${years && ` of ${years}`} (too few of nearer years), allowing for model year, mileage and condition.`
  }
  return `${from} similar ${vehicle} listings (same model${years && `, ${years}`}), allowing for mileage and condition.`
}

/** Under the price on the detail page: the label and its sentence, or why there is none. */
export function DealRating({ car }: { car: Car }) {
  return (
    <p className="mt-2 text-sm text-base-content/80">
      {car.dealRating && (
        <strong className="font-semibold text-base-content">
          {dealLabelText[car.dealRating.label]}:{' '}
        </strong>
      )}
      {dealExplanation(car)}
    </p>
  )
}
