import type { ReportAction } from '#shared/moderation'
import { apiPath, post } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export type Resolution = { id: string; action: ReportAction; note: string }

/** How many open reports of the same thing the action closed (itself included). */
export const resolveReport = ({ id, action, note }: Resolution) =>
  post<{ resolved: number }>(apiPath`/api/admin/reports/${id}/resolve`, { action, note })

/**
 * Dismisses a report, hides its listing or suspends a person: the reports, people, listings and
 * audit log all change, and a hidden listing leaves the catalogue.
 */
export const useResolveReport = () =>
  useApiMutation(resolveReport, invalidate(moderationKey, carsKey))
