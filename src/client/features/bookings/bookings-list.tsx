import type { UseQueryResult } from '@tanstack/react-query'
import type { Booking, Side } from '#shared/bookings'
import { EmptyState } from '../../components/empty-state'
import { OrdersNextStep } from '../../components/orders-next-step'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import type { OpenDialog } from './booking-actions'
import { BookingsTable } from './bookings-table'

type Props = {
  side: Side
  bookings: UseQueryResult<Booking[]>
  /** What failed to load, for the error message: 'your orders'. */
  what: string
  /** Said instead of an empty table: a heading and a line, above where to go next. */
  empty: { title: string; text: string }
  /** Opens a row's dialog; the page holds the dialogs (booking-dialogs.tsx). */
  onOpen: OpenDialog
}

/** A list of bookings (the buyer's orders, the seller's bookings): loading, failed, empty or shown. */
export function BookingsList({ side, bookings, what, empty, onOpen }: Props) {
  if (bookings.isPending) return <Spinner />
  if (bookings.isError) {
    return <QueryError error={bookings.error} what={what} onRetry={() => bookings.refetch()} />
  }
  if (bookings.data.length === 0) {
    return (
      <EmptyState title={empty.title} action={<OrdersNextStep side={side} />}>
        {empty.text}
      </EmptyState>
    )
  }
  return <BookingsTable side={side} bookings={bookings.data} onOpen={onOpen} />
}
