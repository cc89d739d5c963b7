import { useInfiniteQuery } from '@tanstack/react-query'
import type { AdminCar } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey } from '../list-window'
import { adminListQuery } from './admin-list'
import type { CarFilters } from '../list-filters'

export const getAdminCars = (filters: CarFilters, offset: number, signal?: AbortSignal) =>
  apiFetch<AdminCar[]>(`/api/admin/cars?${listQuery(filters, offset)}`, { signal })

export const adminCarsQueryOptions = (filters: CarFilters) =>
  adminListQuery([...moderationKey, 'cars', filters], (offset, signal) =>
    getAdminCars(filters, offset, signal),
  )

/** Every listing in every state, newest first, by name, seller and status. */
export const useAdminCars = (filters: CarFilters) =>
  useInfiniteQuery(adminCarsQueryOptions(filters))
