import type { Offer } from '#shared/offers'
import { useApiMutation } from './api-mutation'
import { apiPath, post } from './api-call'
import { invalidateOffers } from './invalidate-offers'

/**
 * POST /api/offers/{id}/accept: the side whose turn it is takes the amount on the table;
 * the buyer's booking now carries it, to pay in My Orders.
 */
export const acceptOffer = (id: string) => post<Offer>(apiPath`/api/offers/${id}/accept`)

export const useAcceptOffer = () => useApiMutation(acceptOffer, invalidateOffers)
