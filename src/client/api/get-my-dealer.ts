import { useQuery } from '@tanstack/react-query'
import type { MyDealer } from '#shared/dealers'
import { apiQuery } from './api-query'
import { apiFetch } from './http'
import { myDealerKey } from './query-keys'

// Shared: the Dealer page (the dealers feature), the Leads inbox (leads) and the dashboard's
// menu, which lists Leads only for a dealer's people, all ask whose dealer the caller works for.

/** GET /api/dealers/mine (signed in): the caller's dealer and role, or nulls. */
export const getMyDealer = (signal?: AbortSignal) =>
  apiFetch<MyDealer>('/api/dealers/mine', { signal })

export const myDealerQueryOptions = () => apiQuery(myDealerKey, getMyDealer)

/** `enabled` false asks nothing: the menu asks only for a seller. */
export const useMyDealer = (enabled = true) => useQuery({ ...myDealerQueryOptions(), enabled })
