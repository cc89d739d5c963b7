import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

/** POST /api/bookings/{id}/propose: 1 to 3 new times; the other side answers next. */
export const proposeTimes = ({ id, slots }: { id: string; slots: string[] }) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/propose`, {
    method: 'POST',
    json: { slots },
  })

export function useProposeTimes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: proposeTimes,
    onSuccess: () => invalidateBookings(queryClient),
  })
}
