import { useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiQuery } from './api-query'
import { apiPath } from './api-call'
import { apiFetch } from './http'
import { carsKey } from './query-keys'

// Shared by the car detail page and the seller's edit form: one cache entry per listing.

/** GET /api/featured-cars/{id} (signed in): one listing in any status; 404 if unknown. */
export const getCar = (id: string, signal?: AbortSignal) =>
  apiFetch<Car>(apiPath`/api/featured-cars/${id}`, { signal })

export const carQueryOptions = (id: string) =>
  apiQuery([...carsKey, 'detail', id], (signal) => getCar(id, signal))

export const useCar = (id: string) => useQuery(carQueryOptions(id))
