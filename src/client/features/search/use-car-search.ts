import { useMemo } from 'react'
import { useLocation, useSearchParams, type Location, type To } from 'react-router'
import type { CarSearch } from '#shared/search'
import { parseCarSearch, stringifyCarSearch, type CarFilters } from './car-search-params'

type UpdateOptions = {
  /** Typing replaces the history entry (Back should not step through every word); the rest push. */
  replace?: boolean
}

// The query last asked for, while the URL this render shows is the one it was asked on. The
// router renders a change in a transition (slow on a phone): a second change meanwhile (a
// filter typed right after a sort, input replayed after hydration) builds on the first. One for
// the page, as every user of the hook (the navbar's search box, the filters) changes one URL.
let asked: { on: Location; query: string } | undefined

// A category page's category is never part of its URL: the path names it.
function searchOf(params: URLSearchParams, category: string | undefined) {
  const parsed = parseCarSearch(params)
  if (category !== undefined) delete parsed.category
  return parsed
}

/**
 * The search state of the page's URL and ways to change it. A category page passes its
 * category: part of every request but never of the URL, since the path already names it.
 */
export function useCarSearch({ category }: Pick<CarFilters, 'category'> = {}) {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const urlSearch = useMemo(() => searchOf(params, category), [params, category])

  // A changed filter or sort starts again at page 1; only paging keeps the rest and moves.
  const queryFor = (patch: Partial<CarSearch>, base = urlSearch) => {
    const merged = stringifyCarSearch({ ...base, page: 1, ...patch })
    // Parsed once more so that a value the schema refuses (a negative price) never reaches the URL.
    return stringifyCarSearch(parseCarSearch(new URLSearchParams(merged)))
  }

  return {
    /** What the server is asked for. */
    search: category === undefined ? urlSearch : { ...urlSearch, category },
    update(patch: Partial<CarSearch>, { replace = false }: UpdateOptions = {}) {
      const pending = asked?.on === location ? asked.query : undefined
      const query = queryFor(
        patch,
        pending === undefined ? urlSearch : searchOf(new URLSearchParams(pending), category),
      )
      asked = { on: location, query }
      // The filters sit beside the results: changing one must not jump the page to the top.
      setParams(query, { replace, preventScrollReset: true })
    },
    /** A link to this page with `patch` applied (the pager: a new page starts at the top). */
    linkTo(patch: Partial<CarSearch>): To {
      const query = queryFor(patch)
      return { search: query ? `?${query}` : '' }
    },
    /**
     * Drops the search text and every filter; the chosen sort and page size stay, but for a
     * sort by distance, which goes with its ZIP code.
     */
    clear() {
      const sort = urlSearch.sort === 'distance' ? undefined : urlSearch.sort
      const query = stringifyCarSearch({ sort, pageSize: urlSearch.pageSize })
      asked = { on: location, query }
      setParams(query, { preventScrollReset: true })
    },
  }
}

export type CarSearchState = ReturnType<typeof useCarSearch>
