import { Link } from 'react-router'
import type { Car } from '#shared/cars'
import { dealLabelText, type DealLabel } from '#shared/deals'
import { descriptionPreview } from '../lib/description-preview'
import { formatNumber, formatPrice } from '../lib/format-price'
import { paths } from '#shared/paths'
import { CompareToggle } from './compare-toggle'
import { ListingPhoto } from './listing-photo'
import { CarSellerLink } from './car-seller-link'
import { WishToggle } from './wish-toggle'
import { placeOf } from '../lib/place'
import { priceDrop } from '../lib/price-drop'
import type { CarLinkState } from '../lib/login-redirect'

// Car grids are 1, 2 or 3 columns inside a container at most 80rem (1280 px) wide.
const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

const conditionBadge: Record<Car['condition'], string> = {
  Excellent: 'badge-success',
  Good: 'badge-info',
  Fair: 'badge-warning',
}

// Soft (tinted) where the colour is dark enough to be its text; amber is not, so a high price
// is a solid amber badge with dark text.
const dealBadge: Record<DealLabel, string> = {
  great: 'badge-success badge-soft',
  good: 'badge-success badge-soft',
  fair: 'badge-info badge-soft',
  high: 'badge-warning',
  overpriced: 'badge-warning',
}

type Props = {
  car: Car
  /** Cards in the first row of a page that opens with a grid are above the fold. */
  eager?: boolean
  /** False on the seller's own page, which says who sells them once. */
  withSeller?: boolean
}

export function CarCard({ car, eager = false, withSeller = true }: Props) {
  // Year and make are usually in the name already; where it is and these are what buyers
  // compare next.
  const place = placeOf(car)
  // A guest is asked to sign in instead, by the car's name (accounts/car-prompt.tsx).
  const carLink: CarLinkState = { carName: car.carName }
  const facts = [
    // In a search near a ZIP code, how far it is.
    place,
    car.distance !== undefined &&
      `${car.distance < 1 ? 'under 1' : formatNumber(car.distance)} mi away`,
    `${formatNumber(car.mileage)} mi`,
    car.fuelType,
    car.transmission,
    // A dealer's car may not say (null): then it is left out, not "null mpg".
    car.milespergallon != null &&
      // Written out: car-attribute-list.ts would add 1 kB to every page of cards for one word.
      `${car.milespergallon} ${car.fuelType === 'Electric' ? 'MPGe' : 'mpg'}`,
  ].filter(Boolean)
  const rating = car.sellerRating
  const drop = priceDrop(car)
  const deal = car.dealRating
  return (
    // The title's link covers the whole card (its ::after), so the photo and the words open the
    // car too; the wish toggle, the seller's link, View Details and Compare sit above it.
    <article className="card-lift card relative h-full overflow-hidden border border-base-300 bg-base-100">
      <figure className="relative aspect-[4/3] bg-base-200">
        <ListingPhoto
          src={car.image}
          sizes={CARD_IMAGE_SIZES}
          alt={car.carName}
          loading={eager ? 'eager' : 'lazy'}
          // The first row is the page's largest paint on every width.
          fetchPriority={eager ? 'high' : 'auto'}
          className="h-full w-full object-cover"
        />
        <span
          className={`badge absolute top-3 left-3 font-semibold ${conditionBadge[car.condition]}`}
        >
          {car.condition}
        </span>
        <WishToggle carId={car._id} carName={car.carName} className="absolute top-2 right-2 z-10" />
      </figure>
      <div className="card-body gap-3">
        <h3 className="card-title text-lg leading-snug">
          <Link
            to={paths.car.to(car._id)}
            state={carLink}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-box focus-visible:after:outline-2 focus-visible:after:outline-primary"
          >
            {car.carName}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 text-2xl font-bold text-base-content">
          {formatPrice(car.resale_price)}
          {drop && (
            <span className="badge badge-sm font-semibold badge-success badge-soft">
              Price dropped {formatPrice(drop.amount)}
            </span>
          )}
          {deal && (
            <span className={`badge badge-sm font-semibold ${dealBadge[deal.label]}`}>
              {dealLabelText[deal.label]}
            </span>
          )}
        </p>
        {deal && (
          // The rating's reason, in a sentence a phone shows too (a title would need a hover).
          <p className="-mt-1 text-xs text-base-content/75">
            Expected {formatPrice(deal.expectedPrice)} from {deal.comparables} similar listings.
          </p>
        )}
        <p className="text-sm text-base-content/75">{facts.join(' · ')}</p>
        {withSeller && rating.average !== null && rating.count > 0 && (
          <p className="text-xs text-base-content/75">
            <span aria-hidden="true" className="text-amber-600">
              ★{' '}
            </span>
            <span className="sr-only">Seller rated </span>
            {rating.average.toFixed(1)}
            <span className="sr-only"> out of 5:</span> ·{' '}
            <CarSellerLink car={car} className="link relative z-10 link-hover" />
          </p>
        )}
        <p className="text-sm text-base-content/80">{descriptionPreview(car.description)}</p>
        {/* Side by side where they fit on one line, else Compare goes below. */}
        <div className="card-actions mt-auto pt-2">
          <Link
            to={paths.car.to(car._id)}
            state={carLink}
            className="btn btn-primary relative z-10 flex-1 px-2.5 whitespace-nowrap"
          >
            View Details<span className="sr-only"> of {car.carName}</span>
          </Link>
          <CompareToggle car={car} className="relative z-10" />
        </div>
      </div>
    </article>
  )
}
