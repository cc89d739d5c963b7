import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

export const getFeaturedCars = (signal?: AbortSignal) =>
  apiFetch<Car[]>('/api/featured-cars', { signal })

export const featuredCarsQueryOptions = () =>
  queryOptions({
    queryKey: [...carsKey, 'featured'],
    queryFn: ({ signal }) => getFeaturedCars(signal),
  })

export const useFeaturedCars = () => useQuery(featuredCarsQueryOptions())
