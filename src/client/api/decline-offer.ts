import type { Offer } from '#shared/offers'
import { useApiMutation } from './api-mutation'
import { apiPath, post } from './api-call'
import { invalidateOffers } from './invalidate-offers'

/** POST /api/offers/{id}/decline: ends the negotiation; the reason is optional. */
export const declineOffer = ({ id, reason }: { id: string; reason: string }) =>
  post<Offer>(apiPath`/api/offers/${id}/decline`, reason ? { reason } : {})

export const useDeclineOffer = () => useApiMutation(declineOffer, invalidateOffers)
