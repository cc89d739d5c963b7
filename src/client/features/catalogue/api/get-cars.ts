import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CarPage } from '#shared/cars'
import { apiFetch } from '../../../api/http'

// Search filters arrive in a later issue; until then only the page number varies.
export const getCars = (page: number, signal?: AbortSignal) =>
  apiFetch<CarPage>(`/api/cars?page=${page}`, { signal })

export const carsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['cars', 'list', { page }],
    queryFn: ({ signal }) => getCars(page, signal),
  })

export const useCars = (page: number) => useQuery(carsQueryOptions(page))

/** `?page=` from the URL; anything but a positive whole number means the first page. */
export function parsePage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}
