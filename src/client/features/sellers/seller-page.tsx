import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Rating } from '#shared/cars'
import type { SellerProfile } from '#shared/reviews'
import { useSession } from '../../api/get-session'
import { HttpError } from '../../api/http'
import { CarGrid } from '../../components/car-grid'
import { PageMeta } from '../../components/page-meta'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { ReportDialog } from '../../components/report-dialog'
import { Spinner } from '../../components/spinner'
import { formatAverage, Stars } from '../../components/stars'
import { UserAvatar } from '../../components/user-avatar'
import { paths } from '#shared/paths'
import { sellerQueryOptions, useSeller } from './api/get-seller'
import { formatMonthYear } from './format-date'
import { SellerReviews } from './seller-reviews'

// Public, so the server renders it with its data (entry-server.tsx): warm what the page reads.
export const loader =
  (client: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void client.prefetchQuery(sellerQueryOptions(params.id))
    return null
  }

// A malformed id is refused as 400 before any lookup (docs/api.md); to a visitor both mean the
// same.
const isMissing = (error: Error) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400)

const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`

/**
 * docs/api.md "Reviews and seller profiles": who sells, since when, how buyers found them, and
 * what.
 */
function SellerPage() {
  const id = useParams().id ?? ''
  const seller = useSeller(id)

  if (seller.isPending) return <Spinner />
  if (seller.isError) {
    if (isMissing(seller.error)) return <SellerNotFound />
    return (
      <div className="page-container py-10">
        <QueryError error={seller.error} what="this seller" onRetry={() => seller.refetch()} />
      </div>
    )
  }
  return <SellerProfileView seller={seller.data} />
}

function SellerProfileView({ seller }: { seller: SellerProfile }) {
  const { user } = useSession()
  const [reporting, setReporting] = useState(false)
  return (
    <div className="page-container py-10">
      <PageMeta
        title={`${seller.name}, seller`}
        description={`Used cars for sale by ${seller.name} on Wheelanes${
          seller.cars.length > 0 ? ` (${seller.cars.length} now)` : ''
        }, and what buyers said after their test drives.`}
        path={paths.seller.to(seller._id)}
        image={seller.cars[0]?.images[0]}
        type="profile"
      />
      <header className="flex items-center gap-4">
        <UserAvatar name={seller.name} />
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight wrap-anywhere sm:text-4xl">
            {seller.name}
          </h1>
          <p className="mt-1 text-base-content/75">
            Member since {formatMonthYear(seller.memberSince)}
          </p>
          <RatingSummary rating={seller.rating} />
          {seller.dealer && (
            <p className="mt-1">
              <span className="text-base-content/75">Sells as </span>
              <Link
                to={paths.dealerPage.to(seller.dealer._id)}
                className="link font-semibold link-hover link-primary"
              >
                {seller.dealer.name}
              </Link>
              {seller.dealer.verified && (
                <span className="badge badge-success badge-sm ml-2 align-middle">
                  Verified dealer
                </span>
              )}
            </p>
          )}
          {user && user._id !== seller._id && (
            <button
              type="button"
              className="btn -ml-2 mt-1 text-base-content/70 btn-ghost btn-xs"
              onClick={() => setReporting(true)}
            >
              Report this seller
            </button>
          )}
        </div>
      </header>
      <ReportDialog
        target={reporting ? { type: 'user', id: seller._id } : null}
        onClose={() => setReporting(false)}
      />

      <section aria-labelledby="seller-cars" className="mt-10">
        <h2 id="seller-cars" className="mb-5 flex items-center gap-3 text-2xl font-bold">
          Cars for sale
          {seller.cars.length > 0 && (
            <span className="badge border-0 bg-primary/10 font-semibold text-primary">
              {seller.cars.length}
            </span>
          )}
        </h2>
        {seller.cars.length > 0 ? (
          <CarGrid cars={seller.cars} eagerCount={2} withSeller={false} />
        ) : (
          <p className="text-base-content/80">
            No cars for sale right now.{' '}
            <Link to={paths.cars.to()} className="link link-primary">
              See all cars
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="seller-reviews" className="mt-12">
        <h2 id="seller-reviews" className="mb-5 scroll-mt-24 text-2xl font-bold">
          Reviews
        </h2>
        <SellerReviews reviews={seller.reviews} />
      </section>
    </div>
  )
}

/** "★★★★★ 4.6 · 12 reviews", or "No reviews yet". */
function RatingSummary({ rating }: { rating: Rating }) {
  if (rating.average === null || rating.count === 0) {
    return <p className="mt-1 text-base-content/75">No reviews yet</p>
  }
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2">
      <Stars value={rating.average} className="text-lg" />
      <span>
        <span className="sr-only">Rated </span>
        <span className="font-semibold">{formatAverage(rating.average)}</span>
        <span className="sr-only"> out of 5</span> ·{' '}
        <a href="#seller-reviews" className="link link-hover">
          {reviewCount(rating.count)}
        </a>
      </span>
    </p>
  )
}

function SellerNotFound() {
  return (
    <div className="page-container py-20 text-center">
      <PageTitle title="Seller not found" />
      <h1 className="text-3xl font-bold">Seller not found</h1>
      <p className="mx-auto mt-3 max-w-md text-base-content/80">
        This seller is no longer on Wheelanes, or the link is wrong. There are plenty more cars to
        look at.
      </p>
      <Link to={paths.cars.to()} className="btn btn-primary mt-8">
        See all cars
      </Link>
    </div>
  )
}

export { SellerPage as Component }
