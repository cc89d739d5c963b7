import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Booking } from '#shared/bookings'
import { EmptyState } from '../../components/empty-state'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'

type Props = {
  bookings: UseQueryResult<Booking[]>
  /** What failed to load, for the error message: 'your orders'. */
  what: string
  /** Said instead of an empty table: a heading, a line and where to go next. */
  empty: { title: string; text: string; action: ReactNode }
  /** The table, once there is at least one booking. */
  children: (bookings: Booking[]) => ReactNode
}

/** A list of bookings (the buyer's orders, the seller's bookings): loading, failed, empty or shown. */
export function BookingsList({ bookings, what, empty, children }: Props) {
  if (bookings.isPending) return <Spinner />
  if (bookings.isError) {
    return <QueryError error={bookings.error} what={what} onRetry={() => bookings.refetch()} />
  }
  if (bookings.data.length === 0) {
    return (
      <EmptyState title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    )
  }
  return children(bookings.data)
}
