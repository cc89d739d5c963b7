import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** One listing in any status (GET /api/featured-cars/{id}, signed in): the edit form's prefill. */
export const getCar = (id: string, signal?: AbortSignal) =>
  apiFetch<Car>(`/api/featured-cars/${encodeURIComponent(id)}`, { signal })

export const carQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...carsKey, 'detail', id],
    queryFn: ({ signal }) => getCar(id, signal),
  })

export const useCar = (id: string) => useQuery(carQueryOptions(id))
