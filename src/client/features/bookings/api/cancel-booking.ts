import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

type Cancellation = {
  id: string
  /** Optional for the buyer; the seller must say why (docs/api.md "Test drives"). */
  reason?: string
}

/** POST /api/bookings/{id}/cancel: an open booking ends and its car is back on sale. */
export const cancelBooking = ({ id, reason }: Cancellation) =>
  post<Booking>(apiPath`/api/bookings/${id}/cancel`, reason ? { reason } : {})

export const useCancelBooking = () => useApiMutation(cancelBooking, invalidateBookings)
