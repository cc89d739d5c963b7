import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import type { SellerProfile } from '#shared/reviews'
import { useSession } from '../../api/get-session'
import { PageMeta } from '../../components/page-meta'
import { ReportButton } from '../../components/report-button'
import { NotFound, RecordPage } from '../../components/not-found'
import { CarsForSale, ProfileHeader, RatingSummary, SellerLink } from '../../components/profile'
import { paths } from '#shared/paths'
import { sellerQueryOptions, useSeller } from './api/get-seller'
import { formatMonthYear } from '../../lib/format-date'
import { SellerReviews } from './seller-reviews'

// Public, so the server renders it with its data (entry-server.tsx): warm what the page reads.
export const loader =
  (client: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void client.prefetchQuery(sellerQueryOptions(params.id))
    return null
  }

/**
 * docs/api.md "Reviews and seller profiles": who sells, since when, how buyers found them, and
 * what.
 */
function SellerPage() {
  const id = useParams().id ?? ''
  const seller = useSeller(id)

  return (
    <RecordPage record={seller} what="this seller" notFound={<SellerNotFound />}>
      {(data) => <SellerProfileView seller={data} />}
    </RecordPage>
  )
}

function SellerProfileView({ seller }: { seller: SellerProfile }) {
  const { user } = useSession()
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
      <ProfileHeader name={seller.name}>
        <p className="mt-1 text-base-content/75">
          Member since {formatMonthYear(seller.memberSince)}
        </p>
        <RatingSummary rating={seller.rating} reviewsHref="#seller-reviews" />
        {seller.dealer && (
          <SellerLink
            className="mt-1"
            lead={<span className="text-base-content/75">Sells as </span>}
            to={paths.dealerPage.to(seller.dealer._id)}
            name={seller.dealer.name}
            verified={seller.dealer.verified}
          />
        )}
        {user && user._id !== seller._id && (
          <ReportButton target={{ type: 'user', id: seller._id }} className="-ml-2 mt-1">
            Report this seller
          </ReportButton>
        )}
      </ProfileHeader>

      <CarsForSale id="seller-cars" cars={seller.cars} />

      <section aria-labelledby="seller-reviews" className="mt-12">
        <h2 id="seller-reviews" className="mb-5 scroll-mt-24 text-2xl font-bold">
          Reviews
        </h2>
        <SellerReviews reviews={seller.reviews} />
      </section>
    </div>
  )
}

function SellerNotFound() {
  return (
    <NotFound title="Seller not found" to={paths.cars.to()} action="See all cars">
      This seller is no longer on Wheelanes, or the link is wrong. There are plenty more cars to
      look at.
    </NotFound>
  )
}

export { SellerPage as Component }
