import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import { nextOffset } from '../list-window'

/**
 * The options of a moderation list read a page at a time: `get` asks for the page at an offset
 * with the query's abort signal, and "Load more" asks for the next while the last was full.
 */
export const adminListQuery = <T, K extends QueryKey>(
  queryKey: K,
  get: (offset: number, signal: AbortSignal) => Promise<T[]>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => get(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
