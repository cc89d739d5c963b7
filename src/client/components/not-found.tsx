import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { HttpError } from '../api/http'
import { PageStatus } from '../lib/page-status'
import { PageTitle } from './page-title'
import { QueryError } from './query-error'
import { Spinner } from './spinner'

type NotFoundProps = {
  /** 'Car not found': the heading and the tab's title. */
  title: string
  /** Why, and what there is instead. */
  children: ReactNode
  /** Where to go instead, and the button's words. */
  to: string
  action: string
}

/** A page for something that is not there (a car, a seller, a category): why, and a way on. */
export function NotFound({ title, children, to, action }: NotFoundProps) {
  return (
    <div className="page-container py-20 text-center">
      <PageStatus status={404} />
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-base-content/80">{children}</p>
      <Link to={to} className="btn btn-primary mt-8">
        {action}
      </Link>
    </div>
  )
}

/**
 * The API has no such record. A malformed id is refused as 400 before any lookup (docs/api.md);
 * to a visitor both mean the same.
 */
export const isMissing = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400)

type RecordProps<T> = {
  record: UseQueryResult<T>
  /** What failed to load, for the error message: 'this car'. */
  what: string
  /** The page when there is no such record. */
  notFound: ReactNode
  children: (record: T) => ReactNode
}

/**
 * The page of one record named in the path (a car, a seller, a dealer): a spinner while it
 * loads, `notFound` when there is none, the error with a retry when it did not load, else the page.
 */
export function RecordPage<T>({ record, what, notFound, children }: RecordProps<T>) {
  if (record.isPending) return <Spinner />
  if (record.isError) {
    if (isMissing(record.error)) return notFound
    return (
      <div className="page-container py-10">
        <QueryError error={record.error} what={what} onRetry={() => record.refetch()} />
      </div>
    )
  }
  return children(record.data)
}
