import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MyDealer } from '#shared/dealers'
import { apiFetch } from '../../../api/http'
import { myDealerKey } from './dealer-keys'

/** GET /api/dealers/mine (signed in): the caller's dealer and role, or nulls. */
export const getMyDealer = (signal?: AbortSignal) =>
  apiFetch<MyDealer>('/api/dealers/mine', { signal })

export const myDealerQueryOptions = () =>
  queryOptions({ queryKey: myDealerKey, queryFn: ({ signal }) => getMyDealer(signal) })

export const useMyDealer = () => useQuery(myDealerQueryOptions())
