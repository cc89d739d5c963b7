import { useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { categoriesQueryOptions } from '../../api/get-categories'
import { queryClient } from '../../api/query-client'
import { CarGrid } from '../../components/car-grid'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { carsQueryOptions, parsePage, useCars } from './api/get-cars'
import { carCount } from './car-count'
import { CategoryChips } from './category-chips'
import { Pager } from './pager'

export function loader({ request }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams)
  void queryClient.prefetchQuery(carsQueryOptions(page))
  void queryClient.prefetchQuery(categoriesQueryOptions())
  return null
}

// spec.md section 2: /car-categories "Loads all cars".
function AllCarsPage() {
  const [searchParams] = useSearchParams()
  const cars = useCars(parsePage(searchParams))
  return (
    <div className="page-container py-10">
      <PageTitle title="All cars" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">All cars</h1>
      <p className="mt-2 text-base-content/80">
        {cars.data
          ? `${carCount(cars.data.total)} for sale right now.`
          : 'Every car for sale on Wheelanes.'}
      </p>
      <CategoryChips />
      <section aria-labelledby="cars-heading" className="mt-8">
        {/* Keeps the outline h1 > h2 > h3 (the cards' titles). */}
        <h2 id="cars-heading" className="sr-only">
          Cars for sale
        </h2>
        {cars.isPending ? (
          <Spinner />
        ) : cars.isError ? (
          <QueryError error={cars.error} what="the cars" onRetry={() => cars.refetch()} />
        ) : cars.data.items.length === 0 ? (
          <p className="py-12 text-center text-base-content/80">No cars for sale yet.</p>
        ) : (
          <>
            <CarGrid cars={cars.data.items} eagerCount={3} />
            <Pager page={cars.data.page} pageSize={cars.data.pageSize} total={cars.data.total} />
          </>
        )}
      </section>
    </div>
  )
}

export { AllCarsPage as Component }
