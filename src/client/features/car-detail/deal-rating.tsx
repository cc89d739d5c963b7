import type { Car } from '#shared/cars'
import { DEAL_MIN_COMPARABLES, DEAL_YEAR_SPAN, dealLabelText } from '#shared/deals'
import { formatPrice } from '../../lib/format-price'

/** What the deal rating rests on, in one sentence (after its label). */
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
  const years =
    car.modelYear === null
      ? 'same model'
      : `same model, ${car.modelYear - DEAL_YEAR_SPAN}–${car.modelYear + DEAL_YEAR_SPAN}`
  return `${compared} we expect from ${deal.comparables} similar ${vehicle} listings (${years}), allowing for mileage and condition.`
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
