import { useQuery } from '@tanstack/react-query'
import type { AdminStats } from '#shared/stats'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

export const getAdminStats = (days: number, signal?: AbortSignal) =>
  apiFetch<AdminStats>(`/api/admin/stats?days=${days}`, { signal })

export const adminStatsQueryOptions = (days = 30) =>
  apiQuery(['stats', 'admin', days], (signal) => getAdminStats(days, signal))

/** The site's sign-ups, listings, bookings and payments per day. */
export const useAdminStats = (days = 30) => useQuery(adminStatsQueryOptions(days))
