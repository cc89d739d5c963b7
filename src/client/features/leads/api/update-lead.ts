import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Lead, LeadPatch } from '#shared/leads'
import { apiFetch } from '../../../api/http'
import { leadsKey } from '../../../api/query-keys'

/** PATCH /api/leads/{id} (its dealer's people): a new status, or whom it is given to. */
export const updateLead = ({ id, patch }: { id: string; patch: LeadPatch }) =>
  apiFetch<Lead>(`/api/leads/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch })

export function useUpdateLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateLead,
    // Every filtered list may gain or lose the lead: all of them are stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  })
}
