import { useQuery } from '@tanstack/react-query'
import type { Assignee } from '#shared/leads'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { leadsKey } from '../../../api/query-keys'

/** GET /api/dealers/{id}/leads/assignees (its people): whom a lead may be given to. */
export const getAssignees = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<Assignee[]>(apiPath`/api/dealers/${dealerId}/leads/assignees`, {
    signal,
  })

export const assigneesQueryOptions = (dealerId: string) =>
  apiQuery([...leadsKey, dealerId, 'assignees'], (signal) => getAssignees(dealerId, signal))

export const useAssignees = (dealerId: string) => useQuery(assigneesQueryOptions(dealerId))
