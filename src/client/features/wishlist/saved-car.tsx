import { Link } from 'react-router'
import type { Car } from '#shared/cars'
import type { WishlistItem } from '#shared/wishlist'
import { LocalTime } from '../../components/local-time'
import { CompareToggle } from '../../components/compare-toggle'
import { WishToggle } from '../../components/wish-toggle'
import { carStatusLabels } from '../../lib/car-status'
import { formatPrice } from '../../lib/format-price'
import { paths } from '#shared/paths'
import { CarPhotos } from './car-photos'

const unavailable: Record<Exclude<Car['status'], 'Active'>, { badge: string; note: string }> = {
  Sold: { badge: 'badge-neutral', note: 'This car has been sold.' },
  Booked: { badge: 'badge-warning', note: 'Another buyer has reserved this car.' },
  Hidden: { badge: 'badge-neutral', note: 'This listing is not available right now.' },
}
// The same car when the buyer is the one who holds it.
const held: Record<NonNullable<WishlistItem['yours']>, { badge: string; note: string }> = {
  booked: { badge: 'badge-success', note: 'You asked for a test drive of this car.' },
  reserved: { badge: 'badge-success', note: 'Your payment holds this car for you.' },
  bought: { badge: 'badge-success', note: 'You bought this car.' },
}

/**
 * One saved car on the wish-list page: images, title, goods name, price, seller,
 * content, 'to wish' and 'Book Now'. The goods name is the name the car was saved under.
 */
export function SavedCar({ item, car }: { item: WishlistItem; car: Car }) {
  const status = item.yours
    ? held[item.yours]
    : car.status === 'Active'
      ? null
      : unavailable[car.status]
  const photos = [...new Set([car.image, ...car.images])]
  return (
    <article className="grid gap-6 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,9fr)_minmax(0,11fr)]">
      <CarPhotos carName={car.carName} photos={photos} />
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          {status && (
            <span className={`badge mb-2 font-semibold ${status.badge}`}>
              {carStatusLabels[car.status]}
            </span>
          )}
          <h2 className="text-2xl font-bold tracking-tight">{car.carName}</h2>
          <p className="mt-1 text-sm text-base-content/70">
            Saved <LocalTime iso={item.savedAt} />
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-6 gap-y-2">
          <dt className="font-semibold text-base-content/75">Goods name</dt>
          <dd>{item.carName}</dd>
          <dt className="font-semibold text-base-content/75">Price</dt>
          <dd className="text-xl font-bold">{formatPrice(car.resale_price)}</dd>
          <dt className="font-semibold text-base-content/75">Seller</dt>
          <dd>{car.sellerName}</dd>
        </dl>
        <p className="text-base-content/85">{car.description}</p>
        {status && (
          <p className="font-semibold">
            {status.note}
            {item.yours && (
              <>
                {' '}
                <Link to={paths.myOrders.to()} className="link font-normal">
                  See it in My Orders
                </Link>
              </>
            )}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <WishToggle carId={car._id} carName={car.carName} variant="label" />
          {car.status === 'Active' && <CompareToggle car={car} />}
          {status ? (
            <button type="button" className="btn btn-primary" disabled>
              Book Now<span className="sr-only">: {car.carName}</span>
            </button>
          ) : (
            <Link to={paths.car.to(car._id)} className="btn btn-primary">
              Book Now<span className="sr-only">: {car.carName}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
