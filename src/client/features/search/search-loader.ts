import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { categoriesQueryOptions } from '../../api/get-categories'
import { searchCarsQueryOptions } from './api/search-cars'
import { parseCarSearch } from './car-search-params'

/**
 * The search pages' loader: it warms the results the page is about to ask for, and the body
 * types. It runs again on every change of the query string. A category page (/allcars/{id})
 * searches its category, which its path names rather than its query string.
 */
export const searchLoader =
  (client: QueryClient) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const search = parseCarSearch(new URL(request.url).searchParams)
    void client.prefetchQuery(
      searchCarsQueryOptions(params.id === undefined ? search : { ...search, category: params.id }),
    )
    void client.prefetchQuery(categoriesQueryOptions())
    return null
  }
