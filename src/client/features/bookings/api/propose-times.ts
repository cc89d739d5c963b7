import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

/** POST /api/bookings/{id}/propose: 1 to 3 new times; the other side answers next. */
export const proposeTimes = ({ id, slots }: { id: string; slots: string[] }) =>
  post<Booking>(apiPath`/api/bookings/${id}/propose`, { slots })

export const useProposeTimes = () => useApiMutation(proposeTimes, invalidateBookings)
