import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { invalidateMoney } from './invalidate-money'

/** POST /api/admin/bookings/{id}/release: a held payment goes back to the buyer. */
export const releasePayment = ({ id, note }: { id: string; note: string }) =>
  apiFetch<unknown>(`/api/admin/bookings/${encodeURIComponent(id)}/release`, {
    method: 'POST',
    json: { note },
  })

export function useReleasePayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: releasePayment,
    onSuccess: () => invalidateMoney(queryClient),
  })
}
