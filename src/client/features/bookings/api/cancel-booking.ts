import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

type Cancellation = {
  id: string
  /** Optional for the buyer; the seller must say why (docs/api.md "Test drives"). */
  reason?: string
}

/** POST /api/bookings/{id}/cancel: an open booking ends and its car is back on sale. */
export const cancelBooking = ({ id, reason }: Cancellation) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    json: reason ? { reason } : {},
  })

export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
