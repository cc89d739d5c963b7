import { useInfiniteQuery } from '@tanstack/react-query'
import type { Report } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey } from '../list-window'
import { adminListQuery } from './admin-list'

export type ReportStatus = Report['status']

export const getReports = (status: ReportStatus, offset: number, signal?: AbortSignal) =>
  apiFetch<Report[]>(`/api/admin/reports?${listQuery({ status }, offset)}`, { signal })

export const reportsQueryOptions = (status: ReportStatus) =>
  adminListQuery([...moderationKey, 'reports', status], (offset, signal) =>
    getReports(status, offset, signal),
  )

/** The open reports (oldest first, as the server answers) or the resolved ones. */
export const useReports = (status: ReportStatus) => useInfiniteQuery(reportsQueryOptions(status))
