import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { invalidateMoney } from './invalidate-money'

/** POST /api/admin/bookings/{id}/capture: a held payment is taken, the car sold. */
export const capturePayment = ({ id, note }: { id: string; note: string }) =>
  apiFetch<unknown>(`/api/admin/bookings/${encodeURIComponent(id)}/capture`, {
    method: 'POST',
    json: { note },
  })

export function useCapturePayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: capturePayment,
    onSuccess: () => invalidateMoney(queryClient),
  })
}
