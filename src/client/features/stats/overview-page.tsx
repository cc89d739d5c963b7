import { useSession } from '../../api/get-session'
import { signedInLoader } from '../../api/signed-in-loader'
import { PageHeading } from '../../components/page-heading'
import { AdminOverview } from './admin-overview'
import { adminStatsQueryOptions } from './api/get-admin-stats'
import { sellerStatsQueryOptions } from './api/get-seller-stats'
import { SellerOverview } from './seller-overview'

// The server renders the page with its numbers (entry-server.tsx): the role's query is warmed.
export const loader = signedInLoader('anyone', (client, _args, user) => {
  if (user.role === 'seller') void client.prefetchQuery(sellerStatsQueryOptions())
  if (user.role === 'admin') void client.prefetchQuery(adminStatsQueryOptions())
})

/**
 * The dashboard's first page for sellers and admins (docs/api.md "Operating the marketplace"): the
 * last 30 UTC days as a chart per number and a table saying the same in text. The guard lets in
 * only those two roles.
 */
function OverviewPage() {
  const { user } = useSession()
  return (
    <div className="max-w-5xl">
      <PageHeading title="Overview" />
      <p className="mt-1 text-base-content/80">
        The last 30 days, by day in UTC.{' '}
        {user?.role === 'admin'
          ? 'The whole marketplace.'
          : 'Your listings: how often they were viewed, saved, asked about and booked.'}
      </p>
      {user?.role === 'admin' ? <AdminOverview /> : <SellerOverview />}
    </div>
  )
}

export { OverviewPage as Component }
