import type { Car, Rating } from '#shared/cars'
import { SellerLink } from '../../components/profile'
import { ReportButton } from '../../components/report-button'
import { formatAverage } from '../../components/stars'
import { UserAvatar } from '../../components/user-avatar'
import { CompareToggle } from '../../components/compare-toggle'
import { WishToggle } from '../../components/wish-toggle'
import { formatNumber, formatPrice, formatDate } from '../../lib/format-price'
import { paths } from '#shared/paths'
import { CarActions, type CarPanelProps } from './car-actions'
import { useBuyerBooking, YourLatestBooking } from './car-booking'
import { YourLatestOffer } from './car-offer'
import { DealRating } from './deal-rating'
import { ShareCar } from './share-car'
import { placeOf } from '../../lib/place'
import { priceDrop } from '../../lib/price-drop'

/** Title, price, status and the booking action: the panel beside the photos. */
export function CarSummary({ car, user, onTaken }: CarPanelProps) {
  const ownBooking = useBuyerBooking(car, user)
  const facts = [
    `${formatNumber(car.mileage)} miles`,
    car.fuelType,
    car.transmission,
    car.condition,
  ].filter(Boolean)
  // A dealer's car may not say what it cost new: then neither that nor a saving is shown.
  const saving = car.price == null ? 0 : car.price - car.resale_price

  return (
    <section aria-labelledby="car-title" className="rounded-box border border-base-300 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h1 id="car-title" className="text-2xl font-extrabold tracking-tight text-balance">
          {car.carName}
        </h1>
        <div className="flex shrink-0 gap-2">
          <ShareCar car={car} />
          <CompareToggle car={car} variant="icon" />
          <WishToggle carId={car._id} carName={car.carName} />
        </div>
      </div>
      <p className="mt-2 text-sm text-base-content/75">{facts.join(' · ')}</p>

      <p className="mt-5 text-4xl font-extrabold tracking-tight">
        <span className="sr-only">Price: </span>
        {formatPrice(car.resale_price)}
      </p>
      {car.price != null && (
        <p className="mt-1 text-sm text-base-content/75">
          New price <span className="line-through">{formatPrice(car.price)}</span>
          {saving > 0 && (
            <span className="ml-2 font-semibold text-success">Save {formatPrice(saving)}</span>
          )}
        </p>
      )}
      <DealRating car={car} />
      <PriceHistory car={car} />

      {/* The buyer whose money holds the car is told so by their own banner, below. */}
      {car.status === 'Booked' && ownBooking?.payment !== 'held' && (
        <p role="status" className="alert alert-info alert-soft mt-5 text-sm">
          <span>
            <strong>Reserved.</strong> A buyer has paid for this car; their money is held until they
            have it. If the sale does not go ahead, the car goes back on sale.
          </span>
        </p>
      )}
      {car.status === 'Sold' && (
        <p role="status" className="alert alert-soft mt-5 text-sm">
          <span>
            <strong>Sold.</strong> This car has found a new owner.
          </span>
        </p>
      )}

      {car.status === 'Hidden' && (
        <p role="status" className="alert alert-warning alert-soft mt-5 text-sm">
          <span>
            <strong>Hidden.</strong> This listing is not shown on the marketplace: an admin took it
            down, or its seller is suspended.
          </span>
        </p>
      )}

      <YourLatestBooking car={car} user={user} />
      <YourLatestOffer car={car} user={user} />
      <CarActions car={car} user={user} onTaken={onTaken} />
      {car.status === 'Active' && user && user.role !== 'buyer' && (
        <p className="mt-5 text-sm text-base-content/75">
          Only buyer accounts can book a test drive.
        </p>
      )}

      <div className="mt-6 flex items-center gap-3 border-t border-base-300 pt-5">
        <UserAvatar name={car.dealer?.name ?? car.sellerName} />
        <div className="min-w-0">
          {/* A dealer's car is sold by the dealer (its owner is the seller of record). */}
          <SellerLink
            lead={<span className="text-sm text-base-content/75">Sold by </span>}
            {...(car.dealer
              ? {
                  to: paths.dealerPage.to(car.dealer._id),
                  name: car.dealer.name,
                  verified: car.dealer.verified,
                }
              : { to: paths.seller.to(car.sellerId), name: car.sellerName })}
          />
          <SellerRating rating={car.sellerRating} />
          {placeOf(car) && (
            <p className="text-sm text-base-content/75">
              <span className="sr-only">The car is in </span>
              {placeOf(car)}
            </p>
          )}
          {/* The address comes only to the seller and admins (docs/api.md "Trust and safety"); of
              them, only an admin has a reason to write to it. Buyers use Message seller. */}
          {car.seller && user?.role === 'admin' && user._id !== car.sellerId && (
            <p className="text-sm">
              <span className="text-base-content/75">Seller’s e-mail (admins only): </span>
              <a href={`mailto:${car.seller}`} className="link wrap-anywhere link-hover">
                {car.seller}
              </a>
            </p>
          )}
        </div>
      </div>

      {user && user._id !== car.sellerId && (
        <div className="mt-4 text-right">
          <ReportButton target={{ type: 'car', id: car._id }}>Report this listing</ReportButton>
        </div>
      )}
    </section>
  )
}

/** "★ 4.6 (12)" beside the seller's name, or "No reviews yet". */
function SellerRating({ rating }: { rating: Rating }) {
  if (rating.average === null || rating.count === 0) {
    return <p className="text-sm text-base-content/75">No reviews yet</p>
  }
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`
  return (
    <p className="text-sm">
      <span aria-hidden="true" className="text-amber-600">
        ★{' '}
      </span>
      <span className="font-semibold">{formatAverage(rating.average)}</span>
      <span className="sr-only"> out of 5 from {reviews}</span>
      <span aria-hidden="true" className="text-base-content/75">
        {' '}
        ({rating.count})
      </span>
    </p>
  )
}

/** The asking prices the listing has had, newest first, once it has had more than one. */
function PriceHistory({ car }: { car: Car }) {
  if (car.priceHistory.length < 2) return null
  const drop = priceDrop(car)
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-base-content/80">
        {drop ? (
          <>
            <span className="font-semibold text-success">
              Price dropped {formatPrice(drop.amount)}
            </span>{' '}
            on {formatDate(Date.parse(drop.at), 'utc')}
          </>
        ) : (
          'Price history'
        )}
      </summary>
      <ol className="mt-2 space-y-1 text-base-content/80">
        {car.priceHistory.toReversed().map((p) => (
          <li key={p.at} className="flex justify-between gap-4">
            <span>{formatDate(Date.parse(p.at), 'utc')}</span>
            <span className="font-semibold tabular-nums">{formatPrice(p.price)}</span>
          </li>
        ))}
      </ol>
    </details>
  )
}
