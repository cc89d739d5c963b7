import type { Offer } from '#shared/offers'
import { useApiMutation } from './api-mutation'
import { apiPath, post } from './api-call'
import { invalidateOffers } from './invalidate-offers'

/** POST /api/offers/{id}/withdraw: the buyer takes their offer back, at any turn. */
export const withdrawOffer = (id: string) => post<Offer>(apiPath`/api/offers/${id}/withdraw`)

export const useWithdrawOffer = () => useApiMutation(withdrawOffer, invalidateOffers)
