import { useMemo } from 'react'
import { useSearchParams, type To } from 'react-router'
import type { CarSearch } from '#shared/search'
import { parseCarSearch, stringifyCarSearch, type CarFilters } from './car-search-params'

type UpdateOptions = {
  /** Typing replaces the history entry (Back should not step through every word); the rest push. */
  replace?: boolean
}

/**
 * The search state of the page's URL and ways to change it. A category page passes its
 * category: part of every request but never of the URL, since the path already names it.
 */
export function useCarSearch({ category }: Pick<CarFilters, 'category'> = {}) {
  const [params, setParams] = useSearchParams()
  const urlSearch = useMemo(() => {
    const parsed = parseCarSearch(params)
    if (category !== undefined) delete parsed.category
    return parsed
  }, [params, category])

  // A changed filter or sort starts again at page 1; only paging keeps the rest and moves.
  const queryFor = (patch: Partial<CarSearch>) => {
    const merged = stringifyCarSearch({ ...urlSearch, page: 1, ...patch })
    // Parsed once more so that a value the schema refuses (a negative price) never reaches the URL.
    return stringifyCarSearch(parseCarSearch(new URLSearchParams(merged)))
  }

  return {
    /** What the server is asked for. */
    search: category === undefined ? urlSearch : { ...urlSearch, category },
    update(patch: Partial<CarSearch>, { replace = false }: UpdateOptions = {}) {
      // The filters sit beside the results: changing one must not jump the page to the top.
      setParams(queryFor(patch), { replace, preventScrollReset: true })
    },
    /** A link to this page with `patch` applied (the pager: a new page starts at the top). */
    linkTo(patch: Partial<CarSearch>): To {
      const query = queryFor(patch)
      return { search: query ? `?${query}` : '' }
    },
    /** Drops the search text and every filter; the chosen sort and page size stay. */
    clear() {
      const query = stringifyCarSearch({ sort: urlSearch.sort, pageSize: urlSearch.pageSize })
      setParams(query, { preventScrollReset: true })
    },
  }
}

export type CarSearchState = ReturnType<typeof useCarSearch>
