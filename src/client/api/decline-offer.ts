import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Offer } from '#shared/offers'
import { apiFetch } from './http'
import { invalidateOffers } from './invalidate-offers'

/** POST /api/offers/{id}/decline: ends the negotiation; the reason is optional. */
export const declineOffer = ({ id, reason }: { id: string; reason: string }) =>
  apiFetch<Offer>(`/api/offers/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    json: reason ? { reason } : {},
  })

export function useDeclineOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: declineOffer,
    onSuccess: () => invalidateOffers(queryClient),
  })
}
