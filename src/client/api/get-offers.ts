import { useQuery } from '@tanstack/react-query'
import type { Side } from '#shared/bookings'
import type { Offer } from '#shared/offers'
import { apiQuery } from './api-query'
import { apiFetch } from './http'
import { offersKey } from './query-keys'

// Shared by the Offers tabs (every offer of one side) and the car page (the buyer's own offers
// for that car).

/** GET /api/offers: the caller's offers as `as`, newest first; with a car, only its. */
export const getOffers = (as: Side, carId?: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ as })
  if (carId) query.set('car_id', carId)
  return apiFetch<Offer[]>(`/api/offers?${query}`, { signal })
}

export const offersQueryOptions = (as: Side, carId?: string) =>
  apiQuery([...offersKey, as, carId ?? 'all'], (signal) => getOffers(as, carId, signal))

/** `enabled` false asks nothing: the car page asks only for a buyer. */
export const useOffers = (as: Side, carId?: string, enabled = true) =>
  useQuery({ ...offersQueryOptions(as, carId), enabled })
