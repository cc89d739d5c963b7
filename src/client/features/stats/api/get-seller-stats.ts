import { useQuery } from '@tanstack/react-query'
import type { SellerStats } from '#shared/stats'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

export const getSellerStats = (days: number, signal?: AbortSignal) =>
  apiFetch<SellerStats>(`/api/seller/stats?days=${days}`, { signal })

export const sellerStatsQueryOptions = (days = 30) =>
  apiQuery(['stats', 'seller', days], (signal) => getSellerStats(days, signal))

/** The signed-in seller's views, saves, conversations and bookings per day and car. */
export const useSellerStats = (days = 30) => useQuery(sellerStatsQueryOptions(days))
