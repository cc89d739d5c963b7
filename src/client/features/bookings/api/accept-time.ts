import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

/** POST /api/bookings/{id}/accept: the side awaited takes one of the proposed times. */
export const acceptTime = ({ id, at }: { id: string; at: string }) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    json: { at },
  })

export function useAcceptTime() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptTime,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
