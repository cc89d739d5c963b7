import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Offer } from '#shared/offers'
import { apiFetch } from './http'
import { invalidateOffers } from './invalidate-offers'

/**
 * POST /api/offers/{id}/accept: the side whose turn it is takes the amount on the table;
 * the buyer's booking now carries it, to pay in My Orders.
 */
export const acceptOffer = (id: string) =>
  apiFetch<Offer>(`/api/offers/${encodeURIComponent(id)}/accept`, { method: 'POST' })

export function useAcceptOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: () => invalidateOffers(queryClient),
  })
}
