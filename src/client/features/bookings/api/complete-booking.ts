import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

export type Outcome = 'completed' | 'no_show'

/** POST /api/bookings/{id}/complete: after the appointment, the seller says how it went. */
export const completeBooking = ({ id, outcome }: { id: string; outcome: Outcome }) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    json: { outcome },
  })

export function useCompleteBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeBooking,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
