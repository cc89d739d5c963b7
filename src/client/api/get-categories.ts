import { useQuery } from '@tanstack/react-query'
import type { Category } from '#shared/cars'
import { apiQuery } from './api-query'
import { apiFetch } from './http'

// Shared by the home page and the catalogue, so it lives here rather than in one feature.
export const getCategories = (signal?: AbortSignal) =>
  apiFetch<Category[]>('/api/car-categories', { signal })

export const categoriesQueryOptions = () => apiQuery(['car-categories'], getCategories)

export const useCategories = () => useQuery(categoriesQueryOptions())
