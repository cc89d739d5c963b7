import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryError } from './query-error'
import { Spinner } from './spinner'

type Props<T> = {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>
  /** What failed to load, for the error message: 'your messages'. */
  what: string
  /** Said instead of the answer when it is an empty list: an EmptyState. */
  empty?: ReactNode
  /** What the page shows of the answer. */
  children: (data: T) => ReactNode
}

/** A page's query: a spinner while it loads, what failed with a retry, then the answer (or its empty state). */
export function QueryAnswer<T>({ query, what, empty, children }: Props<T>) {
  if (query.isPending) return <Spinner />
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} what={what} />
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty
  return children(query.data)
}
