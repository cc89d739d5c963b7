import { useId, useState } from 'react'
import { Link } from 'react-router'
import { HttpError } from '../../api/http'
import { CarGrid } from '../../components/car-grid'
import { CountBadge } from '../../components/count-badge'
import { QueryError } from '../../components/query-error'
import { SearchBox } from '../../components/search-box'
import { Spinner } from '../../components/spinner'
import { useSearchCars } from './api/search-cars'
import { CarFilters } from './car-filters'
import { countFilters } from './car-search-params'
import { FallbackNotice } from './fallback-notice'
import { InterpretedChips } from './interpreted-chips'
import { ResultsToolbar } from './results-toolbar'
import { SearchPager } from './search-pager'
import type { CarSearchState } from './use-car-search'

type Props = {
  state: CarSearchState
  /** False on a category page, whose path already names the body type. */
  withCategory: boolean
  /** The results' heading for screen readers, e.g. 'SUV for sale'. */
  resultsLabel: string
  /** Said when nothing is for sale here at all (no search text or filter set). */
  nothingForSale: string
  /** False on the search page, whose box is in the navbar (NavbarSearch). */
  withSearchBox?: boolean
}

function FilterIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * Search box, filters and paged results, all read from and written to the URL. Phones get the
 * filters behind a 'Filters' toggle; from lg up they are a sidebar.
 */
export function CarSearchView({
  state,
  withCategory,
  resultsLabel,
  nothingForSale,
  withSearchBox = true,
}: Props) {
  const { search, update, linkTo, clear } = state
  const cars = useSearchCars(search)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()
  const filterCount = countFilters(withCategory ? search : { ...search, category: undefined })
  const searching = filterCount > 0 || Boolean(search.q)
  const total = cars.data?.total
  // A chip removed, or the fallback's words left out: a new search, as a new history entry.
  const searchWords = (q: string) => update({ q: q || undefined })

  // A ZIP code we do not know is said at its field; the results wait for a good one.
  const zipError =
    cars.error instanceof HttpError
      ? cars.error.issues?.find((issue) => issue.path === 'querystring.near')?.message
      : undefined

  let results
  if (cars.isPending) {
    results = <Spinner />
  } else if (zipError) {
    results = <p className="py-12 text-center text-lg">Check the ZIP code to see cars near it.</p>
  } else if (cars.isError) {
    results = <QueryError error={cars.error} what="the cars" onRetry={() => cars.refetch()} />
  } else if (cars.data.items.length > 0) {
    results = (
      <>
        <CarGrid cars={cars.data.items} eagerCount={2} besideSidebar />
        <SearchPager {...cars.data} linkTo={linkTo} />
      </>
    )
  } else if (cars.data.total > 0) {
    // An old link or a hand-edited URL past the last page.
    results = (
      <div className="py-12 text-center">
        <p className="text-lg">There is no page {search.page} for this search.</p>
        <Link to={linkTo({ page: 1 })} className="btn btn-outline btn-primary mt-6">
          Go to page 1
        </Link>
      </div>
    )
  } else if (cars.data.fallback) {
    results = (
      <FallbackNotice
        fallback={cars.data.fallback}
        q={search.q ?? ''}
        onSearch={searchWords}
        onClear={clear}
      />
    )
  } else {
    results = (
      <div className="rounded-box border border-dashed border-base-300 px-6 py-12 text-center">
        <p className="text-lg font-semibold">
          {searching ? 'No cars match your search' : nothingForSale}
        </p>
        {searching && (
          <>
            <p className="mt-2 text-base-content/80">Try fewer filters or a different word.</p>
            <button type="button" className="btn btn-primary mt-6" onClick={clear}>
              Clear filters
            </button>
          </>
        )}
      </div>
    )
  }

  return (
    <>
      {withSearchBox && (
        <SearchBox
          className="max-w-2xl"
          value={search.q ?? ''}
          onCommit={(q) => update({ q: q || undefined }, { replace: true })}
        />
      )}
      <div
        className={`${withSearchBox ? 'mt-6 lg:mt-8' : ''} grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8`}
      >
        <aside aria-label="Filters">
          <button
            type="button"
            className="btn btn-outline w-full justify-between lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <span className="flex items-center gap-2">
              <FilterIcon />
              Filters
              <CountBadge count={filterCount} label="set" />
            </span>
            <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
          </button>
          <div
            id={panelId}
            className={`${filtersOpen ? 'block' : 'hidden'} mt-3 rounded-box border border-base-300 p-4 lg:mt-0 lg:block lg:border-0 lg:p-0`}
          >
            <div className="mb-4 hidden items-center justify-between lg:flex">
              <h2 className="text-lg font-bold">Filters</h2>
              {searching && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
                  Clear all
                </button>
              )}
            </div>
            <CarFilters
              search={search}
              update={update}
              withCategory={withCategory}
              zipError={zipError}
            />
            <div className="mt-6 flex gap-2 lg:hidden">
              {searching && (
                <button type="button" className="btn btn-ghost" onClick={clear}>
                  Clear all
                </button>
              )}
              <button
                type="button"
                className="btn btn-primary grow"
                onClick={() => setFiltersOpen(false)}
              >
                {total === undefined
                  ? 'Show cars'
                  : `Show ${total} ${total === 1 ? 'car' : 'cars'}`}
              </button>
            </div>
          </div>
        </aside>
        <section
          aria-labelledby={headingId}
          aria-busy={cars.isFetching}
          className={`transition-opacity ${cars.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <h2 id={headingId} className="sr-only">
            {resultsLabel}
          </h2>
          {cars.data?.interpreted && (
            <InterpretedChips
              interpreted={cars.data.interpreted}
              q={search.q ?? ''}
              onSearch={searchWords}
            />
          )}
          <ResultsToolbar
            total={total}
            sort={search.sort}
            near={search.near !== undefined}
            onSort={(sort) => update({ sort })}
          />
          {results}
        </section>
      </div>
    </>
  )
}
