import type { NewOffer, Offer } from '#shared/offers'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { offersQueryOptions } from '../../../api/get-offers'
import { offersKey } from '../../../api/query-keys'

/**
 * POST /api/offers: a buyer's price for a car, in whole dollars. 403 until their e-mail
 * address is confirmed; 409 names the limit (too low, not below the asking price, an offer
 * already open).
 */
export const makeOffer = (offer: NewOffer) => post<Offer>('/api/offers', offer)

// The car page shows the new offer at once; the Offers tab gains it too.
export const useMakeOffer = () =>
  useApiMutation(makeOffer, (queryClient, offer, { car_id }) => {
    queryClient.setQueryData(offersQueryOptions('buyer', car_id).queryKey, (offers = []) => [
      offer,
      ...offers,
    ])
    return queryClient.invalidateQueries({ queryKey: offersKey })
  })
