import type { LoaderFunctionArgs } from 'react-router'
import { categoriesQueryOptions } from '../../api/get-categories'
import { loaderQueryClient } from '../../api/query-client'
import { PageTitle } from '../../components/page-title'
import { searchCarsQueryOptions } from './api/search-cars'
import { parseCarSearch } from './car-search-params'
import { CarSearchView } from './car-search-view'
import { useCarSearch } from './use-car-search'

// Runs again on every change of the query string, warming the results the page is about to ask.
export function loader({ request, context }: LoaderFunctionArgs) {
  const client = loaderQueryClient(context)
  const search = parseCarSearch(new URL(request.url).searchParams)
  void client.prefetchQuery(searchCarsQueryOptions(search))
  void client.prefetchQuery(categoriesQueryOptions())
  return null
}

/** /cars: every car for sale, searched and filtered; the whole state is in the URL. */
function SearchPage() {
  const state = useCarSearch()
  const { q } = state.search
  return (
    <div className="page-container py-10">
      <PageTitle title={q ? `${q} · Search cars` : 'Search cars'} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Find your next car</h1>
      <p className="mt-2 mb-6 text-base-content/80">
        Search every car for sale, then narrow it down by body type, price, year and more.
      </p>
      <CarSearchView
        state={state}
        withCategory
        resultsLabel="Search results"
        nothingForSale="No cars for sale right now."
      />
    </div>
  )
}

export { SearchPage as Component }
