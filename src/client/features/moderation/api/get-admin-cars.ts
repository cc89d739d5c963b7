import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AdminCar } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey, nextOffset } from '../list-window'
import type { CarFilters } from '../list-filters'

export const getAdminCars = (filters: CarFilters, offset: number, signal?: AbortSignal) =>
  apiFetch<AdminCar[]>(`/api/admin/cars?${listQuery(filters, offset)}`, { signal })

export const adminCarsQueryOptions = (filters: CarFilters) =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'cars', filters],
    queryFn: ({ pageParam, signal }) => getAdminCars(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })

/** Every listing in every state, newest first, by name, seller and status. */
export const useAdminCars = (filters: CarFilters) =>
  useInfiniteQuery(adminCarsQueryOptions(filters))
