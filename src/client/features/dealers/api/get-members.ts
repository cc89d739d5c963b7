import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Members } from '#shared/dealers'
import { apiFetch } from '../../../api/http'
import { membersKey } from './dealer-keys'

/** GET /api/dealers/{id}/members (owner): its people and open invitations. */
export const getMembers = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<Members>(`/api/dealers/${encodeURIComponent(dealerId)}/members`, { signal })

export const membersQueryOptions = (dealerId: string) =>
  queryOptions({
    queryKey: membersKey(dealerId),
    queryFn: ({ signal }) => getMembers(dealerId, signal),
  })

export const useMembers = (dealerId: string) => useQuery(membersQueryOptions(dealerId))
