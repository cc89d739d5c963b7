import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/handover: the seller says the buyer has the car (the payment is
 * held); the buyer is asked to confirm. No body.
 */
export const handOver = (id: string) => post<Booking>(apiPath`/api/bookings/${id}/handover`)

export const useHandOver = () => useApiMutation(handOver, invalidateBookings)
