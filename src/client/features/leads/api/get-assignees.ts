import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Assignee } from '#shared/leads'
import { apiFetch } from '../../../api/http'
import { leadsKey } from '../../../api/query-keys'

/** GET /api/dealers/{id}/leads/assignees (its people): whom a lead may be given to. */
export const getAssignees = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<Assignee[]>(`/api/dealers/${encodeURIComponent(dealerId)}/leads/assignees`, {
    signal,
  })

export const assigneesQueryOptions = (dealerId: string) =>
  queryOptions({
    queryKey: [...leadsKey, dealerId, 'assignees'],
    queryFn: ({ signal }) => getAssignees(dealerId, signal),
  })

export const useAssignees = (dealerId: string) => useQuery(assigneesQueryOptions(dealerId))
