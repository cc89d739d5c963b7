import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Dealer, DealerPatch } from '#shared/dealers'
import { apiFetch } from '../../../api/http'
import { myDealerKey } from '../../../api/query-keys'

/** PATCH /api/dealers/{id} (owner): only the fields sent change. */
export const updateDealer = ({ id, patch }: { id: string; patch: DealerPatch }) =>
  apiFetch<Dealer>(`/api/dealers/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch })

export function useUpdateDealer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDealer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDealerKey }),
  })
}
