import { useMutation } from '@tanstack/react-query'
import type { ReportReason, ReportTarget } from '#shared/report-options'
import { apiFetch } from './http'

export type NewReport = {
  targetType: ReportTarget
  targetId: string
  reason: ReportReason
  details: string
}

/** POST /api/reports: for an admin to look at; 409 while the caller's last one is open. */
export const createReport = (report: NewReport) =>
  apiFetch<{ _id: string }>('/api/reports', { method: 'POST', json: report })

export const useCreateReport = () => useMutation({ mutationFn: createReport })
