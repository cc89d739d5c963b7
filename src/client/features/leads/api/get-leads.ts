import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Lead, LeadsQuery } from '#shared/leads'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { leadsKey } from '../../../api/query-keys'
import { leadQueryString } from '../lead-query'

/** GET /api/dealers/{id}/leads (its people): newest first, filtered by the query. */
export const getLeads = (dealerId: string, query: LeadsQuery, signal?: AbortSignal) => {
  const path = apiPath`/api/dealers/${dealerId}/leads`
  const search = leadQueryString(query)
  return apiFetch<Lead[]>(search ? `${path}?${search}` : path, { signal })
}

export const leadsQueryOptions = (dealerId: string, query: LeadsQuery = {}) =>
  apiQuery([...leadsKey, dealerId, 'list', leadQueryString(query)], (signal) =>
    getLeads(dealerId, query, signal),
  )

/** A change of filter keeps the rows shown until the new ones come, so the table does not jump. */
export const useLeads = (dealerId: string, query: LeadsQuery = {}) =>
  useQuery({ ...leadsQueryOptions(dealerId, query), placeholderData: keepPreviousData })
