import type { Offer } from '#shared/offers'
import { useApiMutation } from './api-mutation'
import { apiPath, post } from './api-call'
import { invalidateOffers } from './invalidate-offers'

/**
 * POST /api/offers/{id}/counter: another amount (whole dollars), the other side's turn
 * next. 409 says why not (the amount moves the wrong way, the last round was reached).
 */
export const counterOffer = ({ id, amount }: { id: string; amount: number }) =>
  post<Offer>(apiPath`/api/offers/${id}/counter`, { amount })

export const useCounterOffer = () => useApiMutation(counterOffer, invalidateOffers)
