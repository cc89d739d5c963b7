import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/handover: the seller says the buyer has the car (the payment is
 * held); the buyer is asked to confirm. No body.
 */
export const handOver = (id: string) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/handover`, { method: 'POST' })

export function useHandOver() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: handOver,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
