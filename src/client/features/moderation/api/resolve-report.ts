import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReportAction } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export type Resolution = { id: string; action: ReportAction; note: string }

/** How many open reports of the same thing the action closed (itself included). */
export const resolveReport = ({ id, action, note }: Resolution) =>
  apiFetch<{ resolved: number }>(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    json: { action, note },
  })

/**
 * Dismisses a report, hides its listing or suspends a person: the reports, people, listings and
 * audit log all change, and a hidden listing leaves the catalogue.
 */
export function useResolveReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
