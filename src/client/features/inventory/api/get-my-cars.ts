import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** API.md GET /api/allcars: the signed-in seller's own cars in every status, newest first. */
export const getMyCars = (signal?: AbortSignal) => apiFetch<Car[]>('/api/allcars', { signal })

export const myCarsQueryOptions = () =>
  queryOptions({
    queryKey: [...carsKey, 'mine'],
    queryFn: ({ signal }) => getMyCars(signal),
  })

export const useMyCars = () => useQuery(myCarsQueryOptions())
