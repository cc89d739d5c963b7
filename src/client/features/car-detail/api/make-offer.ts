import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewOffer, Offer } from '#shared/offers'
import { offersQueryOptions } from '../../../api/get-offers'
import { apiFetch } from '../../../api/http'
import { offersKey } from '../../../api/query-keys'

/**
 * POST /api/offers: a buyer's price for a car, in whole dollars. 403 until their e-mail
 * address is confirmed; 409 names the limit (too low, not below the asking price, an offer
 * already open).
 */
export const makeOffer = (offer: NewOffer) =>
  apiFetch<Offer>('/api/offers', { method: 'POST', json: offer })

export function useMakeOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: makeOffer,
    // The car page shows the new offer at once; the Offers tab gains it too.
    onSuccess: (offer, { car_id }) => {
      queryClient.setQueryData(offersQueryOptions('buyer', car_id).queryKey, (offers = []) => [
        offer,
        ...offers,
      ])
      return queryClient.invalidateQueries({ queryKey: offersKey })
    },
  })
}
