import { useQuery } from '@tanstack/react-query'
import type { PublicDealer } from '#shared/dealers'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** GET /api/dealers/{id} (anyone): the public dealer page; 404 if unknown. */
export const getDealer = (id: string, signal?: AbortSignal) =>
  apiFetch<PublicDealer>(apiPath`/api/dealers/${id}`, { signal })

export const dealerQueryOptions = (id: string) =>
  // Under the cars' root: a car sold or listed changes the cars it shows.
  apiQuery([...carsKey, 'dealer', id], (signal) => getDealer(id, signal))

export const useDealer = (id: string) => useQuery(dealerQueryOptions(id))
