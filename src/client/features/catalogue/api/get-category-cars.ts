import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiFetch } from '../../../api/http'

export const getCategoryCars = (categoryId: string, signal?: AbortSignal) =>
  apiFetch<Car[]>(`/api/allcars/byCategory/${encodeURIComponent(categoryId)}`, { signal })

export const categoryCarsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: ['cars', 'category', categoryId],
    queryFn: ({ signal }) => getCategoryCars(categoryId, signal),
  })

export const useCategoryCars = (categoryId: string) =>
  useQuery(categoryCarsQueryOptions(categoryId))
