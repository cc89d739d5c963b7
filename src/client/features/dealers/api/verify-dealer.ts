import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** POST /api/admin/dealers/{id}/verify (admin): the licence was checked; audited. */
export const verifyDealer = ({ id, note }: { id: string; note: string }) =>
  apiFetch<{ _id: string; verified: true }>(`/api/admin/dealers/${encodeURIComponent(id)}/verify`, {
    method: 'POST',
    json: { note },
  })

export function useVerifyDealer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyDealer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carsKey }),
  })
}
