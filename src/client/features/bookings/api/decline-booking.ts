import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

/** POST /api/bookings/{id}/decline: the seller turns a request down, saying why. */
export const declineBooking = ({ id, reason }: { id: string; reason: string }) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    json: { reason },
  })

export function useDeclineBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: declineBooking,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
