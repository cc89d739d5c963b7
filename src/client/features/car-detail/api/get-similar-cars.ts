import { useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** GET /api/cars/{id}/similar: up to six Active cars most like this one. */
export const getSimilarCars = (id: string, signal?: AbortSignal) =>
  apiFetch<Car[]>(apiPath`/api/cars/${id}/similar`, { signal })

export const similarCarsQueryOptions = (id: string) =>
  apiQuery([...carsKey, 'similar', id], (signal) => getSimilarCars(id, signal))

export const useSimilarCars = (id: string) => useQuery(similarCarsQueryOptions(id))
