import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Offer } from '#shared/offers'
import { apiFetch } from './http'
import { invalidateOffers } from './invalidate-offers'

/**
 * POST /api/offers/{id}/counter: another amount (whole dollars), the other side's turn
 * next. 409 says why not (the amount moves the wrong way, the last round was reached).
 */
export const counterOffer = ({ id, amount }: { id: string; amount: number }) =>
  apiFetch<Offer>(`/api/offers/${encodeURIComponent(id)}/counter`, {
    method: 'POST',
    json: { amount },
  })

export function useCounterOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: counterOffer,
    onSuccess: () => invalidateOffers(queryClient),
  })
}
