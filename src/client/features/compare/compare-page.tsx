import { useEffect } from 'react'
import { useSession } from '../../api/get-session'
import { BrowseCarsLink } from '../../components/browse-cars-link'
import { EmptyState } from '../../components/empty-state'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { COMPARE_LIMIT, useCompareList } from '../../lib/compare-list'
import { CompareTable } from './compare-table'
import { forgetDropped, useDroppedCars } from './dropped-cars'
import { GuestCompare } from './guest-compare'
import { useComparedCars } from './use-compared-cars'

/**
 * /compare: up to three cars side by side, every attribute of their pages in one table (issue
 * 40, docs/decisions/0112). Chosen in this browser, so the server leaves the page to it.
 */
function ComparePage() {
  const chosen = useCompareList()
  const { user, isPending: sessionPending } = useSession()
  const compared = useComparedCars(chosen, user !== null)
  const dropped = useDroppedCars()
  // The notes are about this visit.
  useEffect(() => forgetDropped, [])

  return (
    <div className="page-container py-8 sm:py-10">
      <PageTitle title="Compare cars" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Compare cars</h1>
      <p className="mt-2 text-base-content/80">
        Up to {COMPARE_LIMIT} cars side by side. Add them with Compare on a car&rsquo;s card, its
        page or your wish list.
      </p>
      {dropped.length > 0 && (
        <ul role="status" className="mt-6 space-y-2">
          {dropped.map((car) => (
            <li key={car.id} className="alert alert-soft alert-info text-sm">
              {`The ${car.name} ${car.why}, so it is no longer compared.`}
            </li>
          ))}
        </ul>
      )}
      {compared.failed.map(({ chosen: car, error }) => (
        <QueryError key={car.id} error={error} what={`the ${car.name}`} onRetry={compared.retry} />
      ))}
      <div className="mt-8">
        {chosen.length === 0 ? (
          <EmptyState title="No cars to compare yet" action={<BrowseCarsLink />}>
            Choose up to {COMPARE_LIMIT} cars with Compare and they wait for you here.
          </EmptyState>
        ) : sessionPending ? (
          <Spinner />
        ) : !user ? (
          <GuestCompare cars={chosen} />
        ) : compared.pending ? (
          <Spinner />
        ) : (
          compared.cars.length > 0 && <CompareTable cars={compared.cars} />
        )}
      </div>
    </div>
  )
}

export { ComparePage as Component }
