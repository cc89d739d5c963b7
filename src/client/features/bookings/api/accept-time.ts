import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

/** POST /api/bookings/{id}/accept: the side awaited takes one of the proposed times. */
export const acceptTime = ({ id, at }: { id: string; at: string }) =>
  post<Booking>(apiPath`/api/bookings/${id}/accept`, { at })

export const useAcceptTime = () => useApiMutation(acceptTime, invalidateBookings)
