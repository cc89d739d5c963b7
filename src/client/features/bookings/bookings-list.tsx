import type { UseQueryResult } from '@tanstack/react-query'
import type { Booking, Side } from '#shared/bookings'
import { EmptyState } from '../../components/empty-state'
import { OrdersNextStep } from '../../components/orders-next-step'
import { QueryAnswer } from '../../components/query-answer'
import { useBookingDialogs } from './booking-dialogs'
import { BookingsTable } from './bookings-table'

type Props = {
  side: Side
  bookings: UseQueryResult<Booking[]>
  /** What failed to load, for the error message: 'your orders'. */
  what: string
  /** Said instead of an empty table: a heading and a line, above where to go next. */
  empty: { title: string; text: string }
}

/**
 * A list of bookings (the buyer's orders, the seller's bookings): loading, failed, empty or shown,
 * with the rows' dialogs, which stay in the page whatever the list shows.
 */
export function BookingsList({ side, bookings, what, empty }: Props) {
  const { open, dialogs } = useBookingDialogs()
  return (
    <>
      <QueryAnswer
        query={bookings}
        what={what}
        empty={
          <EmptyState title={empty.title} action={<OrdersNextStep side={side} />}>
            {empty.text}
          </EmptyState>
        }
      >
        {(data) => <BookingsTable side={side} bookings={data} onOpen={open} />}
      </QueryAnswer>
      {dialogs}
    </>
  )
}
