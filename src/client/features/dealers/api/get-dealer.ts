import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicDealer } from '#shared/dealers'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** GET /api/dealers/{id} (anyone): the public dealer page; 404 if unknown. */
export const getDealer = (id: string, signal?: AbortSignal) =>
  apiFetch<PublicDealer>(`/api/dealers/${encodeURIComponent(id)}`, { signal })

export const dealerQueryOptions = (id: string) =>
  queryOptions({
    // Under the cars' root: a car sold or listed changes the cars it shows.
    queryKey: [...carsKey, 'dealer', id],
    queryFn: ({ signal }) => getDealer(id, signal),
  })

export const useDealer = (id: string) => useQuery(dealerQueryOptions(id))
