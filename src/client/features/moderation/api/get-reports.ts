import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { Report } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey, nextOffset } from '../list-window'

export type ReportStatus = Report['status']

export const getReports = (status: ReportStatus, offset: number, signal?: AbortSignal) =>
  apiFetch<Report[]>(`/api/admin/reports?${listQuery({ status }, offset)}`, { signal })

export const reportsQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'reports', status],
    queryFn: ({ pageParam, signal }) => getReports(status, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })

/** The open reports (oldest first, as the server answers) or the resolved ones. */
export const useReports = (status: ReportStatus) => useInfiniteQuery(reportsQueryOptions(status))
