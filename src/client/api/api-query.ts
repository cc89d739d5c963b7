import { queryOptions, type QueryKey } from '@tanstack/react-query'

/**
 * The query options of one API call, the one way every api/ file writes them: the call is given
 * the query's abort signal, so a query nobody waits for any more stops its request. A query with
 * more options spreads these into its own `queryOptions({ ...apiQuery(key, call), staleTime })`.
 */
export const apiQuery = <T, K extends QueryKey>(
  queryKey: K,
  call: (signal: AbortSignal) => Promise<T>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => call(signal) })
