import { useQuery } from '@tanstack/react-query'
import type { Members } from '#shared/dealers'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { membersKey } from './dealer-keys'

/** GET /api/dealers/{id}/members (owner): its people and open invitations. */
export const getMembers = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<Members>(apiPath`/api/dealers/${dealerId}/members`, { signal })

export const membersQueryOptions = (dealerId: string) =>
  apiQuery(membersKey(dealerId), (signal) => getMembers(dealerId, signal))

export const useMembers = (dealerId: string) => useQuery(membersQueryOptions(dealerId))
