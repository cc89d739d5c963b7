import { Link } from 'react-router'
import { EmptyState } from '../../components/empty-state'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { paths } from '#shared/paths'
import { useMyDealer } from '../../api/get-my-dealer'
import { FeedsSection } from './feeds-section'
import { ImportSection } from './import-section'

/**
 * The dealer's stock page (docs/api.md "Dealers"): import a stock file (checked first), and the
 * feeds that import one on a schedule. Its owner and managers only; sales staff see why not.
 */
function StockImportPage() {
  const mine = useMyDealer()
  if (mine.isPending) return <Spinner />
  if (mine.isError) {
    return <QueryError error={mine.error} what="your dealer" onRetry={() => mine.refetch()} />
  }
  const { dealer, role } = mine.data
  return (
    <div className="max-w-5xl">
      <PageTitle title="Stock import" />
      <h1 className="text-3xl font-extrabold tracking-tight">Stock import</h1>
      {!dealer ? (
        <EmptyState
          title="You are not part of a dealer"
          className="mt-6"
          action={
            <Link to={paths.dealer.to()} className="btn btn-primary">
              Set up a dealer
            </Link>
          }
        >
          Imports and feeds are for dealers: make one for your business first.
        </EmptyState>
      ) : role === 'sales' ? (
        <EmptyState title="Ask a manager" className="mt-6">
          Sales staff do not change {dealer.name}’s stock; its owner and managers do.
        </EmptyState>
      ) : (
        <>
          <p className="mt-1 text-base-content/80">
            {dealer.name}: bring your whole stock in from a file, or let a feed keep it current.
          </p>
          <ImportSection dealerId={dealer._id} />
          <FeedsSection dealerId={dealer._id} />
        </>
      )}
    </div>
  )
}

export { StockImportPage as Component }
