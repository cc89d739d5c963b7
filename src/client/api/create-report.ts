import type { ReportReason, ReportTarget } from '#shared/report-options'
import { useApiMutation } from './api-mutation'
import { post } from './api-call'

export type NewReport = {
  targetType: ReportTarget
  targetId: string
  reason: ReportReason
  details: string
}

/** POST /api/reports: for an admin to look at; 409 while the caller's last one is open. */
export const createReport = (report: NewReport) => post<{ _id: string }>('/api/reports', report)

export const useCreateReport = () => useApiMutation(createReport)
