import { paths } from '#shared/paths'
import { CarListMeta } from './car-list-meta'
import { CarSearchView } from './car-search-view'
import { NavbarSearch } from './navbar-search'
import { SaveSearch } from './save-search'
import { searchLoader } from './search-loader'
import { useCarSearch } from './use-car-search'

export const loader = searchLoader
// The page's search box is in the navbar (the layout reads it from the route's handle).
export const handle = { navbarSearch: <NavbarSearch /> }

/** /cars: every car for sale, searched and filtered; the whole state is in the URL. */
function SearchPage() {
  const state = useCarSearch()
  const { q } = state.search
  return (
    <div className="page-container py-10">
      <CarListMeta
        search={state.search}
        title={q ? `${q} · Search cars` : 'Search cars'}
        description="Search every used car for sale on Wheelanes by make, model, body type, price, year, mileage and distance."
        path={paths.search.to()}
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Find your next car</h1>
          <p className="mt-2 text-base-content/80">
            Search every car for sale, then narrow it down by body type, price, year and more.
          </p>
        </div>
        <SaveSearch search={state.search} />
      </div>
      <CarSearchView
        state={state}
        withCategory
        resultsLabel="Search results"
        nothingForSale="No cars for sale right now."
        withSearchBox={false}
      />
    </div>
  )
}

export { SearchPage as Component }
