import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Offer } from '#shared/offers'
import { apiFetch } from './http'
import { invalidateOffers } from './invalidate-offers'

/** POST /api/offers/{id}/withdraw: the buyer takes their offer back, at any turn. */
export const withdrawOffer = (id: string) =>
  apiFetch<Offer>(`/api/offers/${encodeURIComponent(id)}/withdraw`, { method: 'POST' })

export function useWithdrawOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: () => invalidateOffers(queryClient),
  })
}
