import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/object: the buyer says something is wrong with the handover;
 * the money stays held and an admin takes the case.
 */
export const objectToHandover = ({ id, reason }: { id: string; reason: string }) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/object`, {
    method: 'POST',
    json: { reason },
  })

export function useObjectToHandover() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: objectToHandover,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
