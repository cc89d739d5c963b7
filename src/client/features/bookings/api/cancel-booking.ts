import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { bookingsKey, carsKey } from '../../../api/query-keys'
import type { BookingCancelled } from '#shared/bookings'

/** POST /api/bookings/{id}/cancel (docs/decisions.md): a pending booking ends, its car is Active. */
export const cancelBooking = (id: string) =>
  apiFetch<BookingCancelled>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
  })

export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
