import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/confirm-handover: the buyer has the car, so the held money is
 * taken (`paid`), the car is Sold and the seller's payout queued. No body.
 */
export const confirmHandover = (id: string) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/confirm-handover`, {
    method: 'POST',
  })

export function useConfirmHandover() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmHandover,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
