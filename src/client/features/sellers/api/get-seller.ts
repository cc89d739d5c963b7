import { useQuery } from '@tanstack/react-query'
import type { SellerProfile } from '#shared/reviews'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/**
 * GET /api/sellers/{id} (anyone): a seller's profile, cars for sale and reviews; 404 if unknown.
 */
export const getSeller = (id: string, signal?: AbortSignal) =>
  apiFetch<SellerProfile>(apiPath`/api/sellers/${id}`, { signal })

export const sellerQueryOptions = (id: string) =>
  // Under the cars' root: a booking or a new review changes the cars and rating it shows.
  apiQuery([...carsKey, 'seller', id], (signal) => getSeller(id, signal))

export const useSeller = (id: string) => useQuery(sellerQueryOptions(id))
