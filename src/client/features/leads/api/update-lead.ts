import type { Lead, LeadPatch } from '#shared/leads'
import { apiPath } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { leadsKey } from '../../../api/query-keys'

/** PATCH /api/leads/{id} (its dealer's people): a new status, or whom it is given to. */
export const updateLead = ({ id, patch }: { id: string; patch: LeadPatch }) =>
  apiFetch<Lead>(apiPath`/api/leads/${id}`, { method: 'PATCH', json: patch })

// Every filtered list may gain or lose the lead: all of them are stale.
export const useUpdateLead = () => useApiMutation(updateLead, invalidate(leadsKey))
