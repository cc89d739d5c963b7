import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/object: the buyer says something is wrong with the handover;
 * the money stays held and an admin takes the case.
 */
export const objectToHandover = ({ id, reason }: { id: string; reason: string }) =>
  post<Booking>(apiPath`/api/bookings/${id}/object`, { reason })

export const useObjectToHandover = () => useApiMutation(objectToHandover, invalidateBookings)
