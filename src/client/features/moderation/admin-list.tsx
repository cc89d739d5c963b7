import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from '../../components/empty-state'
import { PageHeading } from '../../components/page-heading'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { LoadMore } from './load-more'

/** An admin's list page: its title and heading, the line under it, then its filters and list. */
export function AdminPage({
  title,
  intro,
  width = 'max-w-6xl',
  children,
}: {
  title: string
  intro: ReactNode
  /** How wide the page may grow: a table wants more room than a column of cards. */
  width?: string
  children: ReactNode
}) {
  return (
    <div className={width}>
      <PageHeading title={title} />
      <p className="mt-1 text-base-content/75">{intro}</p>
      {children}
    </div>
  )
}

type ListProps<T> = {
  /** The list, fetched a page at a time (list-window.ts). */
  list: UseInfiniteQueryResult<InfiniteData<T[]>>
  /** What failed to load, for the error message: 'the audit log'. */
  what: string
  /** Said instead of an empty list, as an EmptyState's heading: 'No e-mail yet'. */
  emptyTitle: string
  /** The EmptyState's line under it, if any. */
  emptyText?: ReactNode
  /** The items so far (a table, a list of cards); Load more follows them. */
  children: (items: T[]) => ReactNode
}

/** An admin's list: loading, failed, empty, or its items so far and Load more. */
export function AdminList<T>({ list, what, emptyTitle, emptyText, children }: ListProps<T>) {
  if (list.isPending) return <Spinner />
  if (list.isError) {
    return <QueryError error={list.error} what={what} onRetry={() => void list.refetch()} />
  }
  const items = list.data.pages.flat()
  if (items.length === 0) {
    return (
      <EmptyState className="mt-6" title={emptyTitle}>
        {emptyText}
      </EmptyState>
    )
  }
  return (
    <>
      {children(items)}
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </>
  )
}
