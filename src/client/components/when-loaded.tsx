import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryError } from './query-error'
import { Spinner } from './spinner'

type Props<T> = {
  query: UseQueryResult<T>
  /** What failed to load, for the error message: 'your wish list'. */
  what: string
  /** What the data shows, once it is there. */
  children: (data: T) => ReactNode
}

/**
 * A query's place on a page: a spinner while it loads, the error with Try again when it failed,
 * else what its data shows. (A page that is one record, with its own not-found, is RecordPage.)
 */
export function WhenLoaded<T>({ query, what, children }: Props<T>) {
  if (query.isPending) return <Spinner />
  if (query.isError) {
    return <QueryError error={query.error} what={what} onRetry={() => void query.refetch()} />
  }
  return children(query.data)
}
