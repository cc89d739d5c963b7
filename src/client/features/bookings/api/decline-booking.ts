import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

/** POST /api/bookings/{id}/decline: the seller turns a request down, saying why. */
export const declineBooking = ({ id, reason }: { id: string; reason: string }) =>
  post<Booking>(apiPath`/api/bookings/${id}/decline`, { reason })

export const useDeclineBooking = () => useApiMutation(declineBooking, invalidateBookings)
