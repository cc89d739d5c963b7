import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryError } from './query-error'
import { Spinner } from './spinner'

type Props<T> = {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>
  /** What failed to load, for the error message: 'your messages'. */
  what: string
  /**
   * Said instead of the answer when it is an empty list: an EmptyState. Only for an answer that
   * is a list (an infinite query's pages are not counted: its page says when it is empty).
   */
  empty?: T extends readonly unknown[] ? ReactNode : never
  /** What the page shows of the answer. */
  children: (data: T) => ReactNode
}

/**
 * A query's place on a page: a spinner while it loads, what failed with Try again, then what its
 * answer shows (or its empty state). A page that is one record, with its own not-found, is
 * RecordPage.
 */
export function QueryAnswer<T>({ query, what, empty, children }: Props<T>) {
  if (query.isPending) return <Spinner />
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} what={what} />
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty
  return children(query.data)
}
