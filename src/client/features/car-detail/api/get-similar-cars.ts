import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** GET /api/cars/{id}/similar: up to six Active cars most like this one. */
export const getSimilarCars = (id: string, signal?: AbortSignal) =>
  apiFetch<Car[]>(`/api/cars/${encodeURIComponent(id)}/similar`, { signal })

export const similarCarsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...carsKey, 'similar', id],
    queryFn: ({ signal }) => getSimilarCars(id, signal),
  })

export const useSimilarCars = (id: string) => useQuery(similarCarsQueryOptions(id))
