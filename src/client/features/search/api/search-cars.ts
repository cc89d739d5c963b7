import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CarPage } from '#shared/cars'
import type { CarSearch } from '#shared/search'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { stringifyCarSearch } from '../car-search-params'

// Shared by the search page and the catalogue's pages, which filter and page the same way.
export const searchCars = (search: Partial<CarSearch>, signal?: AbortSignal) => {
  const query = stringifyCarSearch(search)
  return apiFetch<CarPage>(query ? `/api/cars?${query}` : '/api/cars', { signal })
}

export const searchCarsQueryOptions = (search: Partial<CarSearch>) =>
  queryOptions({
    // Keyed by the canonical query string: equal searches share one cache entry.
    ...apiQuery([...carsKey, 'search', stringifyCarSearch(search)], (signal) =>
      searchCars(search, signal),
    ),
    // While the next search loads, the last results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  })

export const useSearchCars = (search: Partial<CarSearch>) =>
  useQuery(searchCarsQueryOptions(search))
