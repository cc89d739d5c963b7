import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminStats } from '#shared/stats'
import { apiFetch } from '../../../api/http'

export const getAdminStats = (days: number, signal?: AbortSignal) =>
  apiFetch<AdminStats>(`/api/admin/stats?days=${days}`, { signal })

export const adminStatsQueryOptions = (days = 30) =>
  queryOptions({
    queryKey: ['stats', 'admin', days],
    queryFn: ({ signal }) => getAdminStats(days, signal),
  })

/** The site's sign-ups, listings, bookings and payments per day. */
export const useAdminStats = (days = 30) => useQuery(adminStatsQueryOptions(days))
