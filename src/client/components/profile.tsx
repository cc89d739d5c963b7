import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Car, Rating } from '#shared/cars'
import { paths } from '#shared/paths'
import { CarGrid } from './car-grid'
import { formatAverage, Stars } from './stars'
import { UserAvatar } from './user-avatar'

/**
 * The head of a seller's or a dealer's public page: the initial, the name (with a badge beside
 * it) and what the page says under it.
 */
export function ProfileHeader({
  name,
  badge,
  children,
}: {
  name: string
  badge?: ReactNode
  children: ReactNode
}) {
  return (
    <header className="flex items-center gap-4">
      <UserAvatar name={name} />
      <div className="min-w-0">
        <h1
          className={`text-3xl font-extrabold tracking-tight wrap-anywhere sm:text-4xl ${badge ? 'flex flex-wrap items-center gap-x-3 gap-y-1' : ''}`}
        >
          {name}
          {badge}
        </h1>
        {children}
      </div>
    </header>
  )
}

/** "★★★★★ 4.6 · 12 reviews" (a link to them where the page lists them), or "No reviews yet". */
export function RatingSummary({ rating, reviewsHref }: { rating: Rating; reviewsHref?: string }) {
  if (rating.average === null || rating.count === 0) {
    return <p className="mt-1 text-base-content/75">No reviews yet</p>
  }
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2">
      <Stars value={rating.average} className="text-lg" />
      <span>
        <span className="sr-only">Rated </span>
        <span className="font-semibold">{formatAverage(rating.average)}</span>
        <span className="sr-only"> out of 5</span> ·{' '}
        {reviewsHref ? (
          <a href={reviewsHref} className="link link-hover">
            {reviews}
          </a>
        ) : (
          reviews
        )}
      </span>
    </p>
  )
}

/** "Sold by Harbor Auto Group ✓ Verified dealer": who sells, a link to their page. */
export function SellerLink({
  lead,
  to,
  name,
  verified = false,
  className,
}: {
  /** The words before the name, with their style: 'Sells as '. */
  lead: ReactNode
  to: string
  name: string
  /** A dealer checked by an admin: its badge. */
  verified?: boolean
  className?: string
}) {
  return (
    <p className={className}>
      {lead}
      <Link to={to} className="link font-semibold link-hover link-primary">
        {name}
      </Link>
      {verified && (
        <span className="badge badge-success badge-sm ml-2 align-middle">Verified dealer</span>
      )}
    </p>
  )
}

/** A seller's or a dealer's cars for sale, counted in the heading, or a way to all cars. */
export function CarsForSale({ id, cars }: { id: string; cars: Car[] }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-5 flex items-center gap-3 text-2xl font-bold">
        Cars for sale
        {cars.length > 0 && (
          <span className="badge border-0 bg-primary/10 font-semibold text-primary">
            {cars.length}
          </span>
        )}
      </h2>
      {cars.length > 0 ? (
        <CarGrid cars={cars} eagerCount={2} withSeller={false} />
      ) : (
        <p className="text-base-content/80">
          No cars for sale right now.{' '}
          <Link to={paths.cars.to()} className="link link-primary">
            See all cars
          </Link>
        </p>
      )}
    </section>
  )
}
