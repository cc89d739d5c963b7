import { useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

export const getFeaturedCars = (signal?: AbortSignal) =>
  apiFetch<Car[]>('/api/featured-cars', { signal })

export const featuredCarsQueryOptions = () => apiQuery([...carsKey, 'featured'], getFeaturedCars)

export const useFeaturedCars = () => useQuery(featuredCarsQueryOptions())
