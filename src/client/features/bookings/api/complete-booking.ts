import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

export type Outcome = 'completed' | 'no_show'

/** POST /api/bookings/{id}/complete: after the appointment, the seller says how it went. */
export const completeBooking = ({ id, outcome }: { id: string; outcome: Outcome }) =>
  post<Booking>(apiPath`/api/bookings/${id}/complete`, { outcome })

export const useCompleteBooking = () => useApiMutation(completeBooking, invalidateBookings)
