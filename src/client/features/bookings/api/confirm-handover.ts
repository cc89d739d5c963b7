import type { Booking } from '#shared/bookings'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/confirm-handover: the buyer has the car, so the held money is
 * taken (`paid`), the car is Sold and the seller's payout queued. No body.
 */
export const confirmHandover = (id: string) =>
  post<Booking>(apiPath`/api/bookings/${id}/confirm-handover`)

export const useConfirmHandover = () => useApiMutation(confirmHandover, invalidateBookings)
