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
  /** Said instead of an empty table, under "No orders yet" (or "No bookings yet") and above where to go next. */
  empty: string
}

/** What each side calls its bookings: the buyer's orders, the seller's bookings. */
const noun: Record<Side, string> = { buyer: 'orders', seller: 'bookings' }

/**
 * A list of bookings (the buyer's orders, the seller's bookings): loading, failed, empty or shown,
 * with the rows' dialogs, which stay in the page whatever the list shows.
 */
export function BookingsList({ side, bookings, empty }: Props) {
  const { open, dialogs } = useBookingDialogs()
  return (
    <>
      <QueryAnswer
        query={bookings}
        what={`your ${noun[side]}`}
        empty={
          <EmptyState title={`No ${noun[side]} yet`} action={<OrdersNextStep side={side} />}>
            {empty}
          </EmptyState>
        }
      >
        {(data) => <BookingsTable side={side} bookings={data} onOpen={open} />}
      </QueryAnswer>
      {dialogs}
    </>
  )
}
