import { useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'

/** Manage Cars shows this many cars a page (a dealer may have hundreds). */
export const MY_CARS_PAGE = 50

/** Which of the seller's cars: a page (from 0) and any part of a stock number. */
export type MyCarsView = { page: number; stock: string }

/** The view in the page's URL (`?stock=&page=`, the page from 1); anything odd is the first. */
export function parseMyCarsView(params: URLSearchParams): MyCarsView {
  const page = Number(params.get('page'))
  return {
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page - 1 : 0,
    stock: (params.get('stock') ?? '').trim().slice(0, 40),
  }
}

/** The view as the page's URL writes it, leaving out what is the default. */
export function myCarsParams({ page, stock }: MyCarsView) {
  const params = new URLSearchParams()
  if (stock) params.set('stock', stock)
  if (page > 0) params.set('page', String(page + 1))
  return params
}

/**
 * GET /api/allcars: the signed-in seller's own cars (a dealer's people: its stock) in
 * every status, newest first, a page at a time. One car more than the page is asked for, to
 * know whether there is a next page.
 */
export async function getMyCars({ page, stock }: MyCarsView, signal?: AbortSignal) {
  const query = new URLSearchParams({
    limit: String(MY_CARS_PAGE + 1),
    offset: String(page * MY_CARS_PAGE),
  })
  if (stock) query.set('stock', stock)
  const cars = await apiFetch<Car[]>(`/api/allcars?${query}`, { signal })
  return { cars: cars.slice(0, MY_CARS_PAGE), more: cars.length > MY_CARS_PAGE }
}

export const myCarsQueryOptions = (view: MyCarsView = { page: 0, stock: '' }) =>
  apiQuery([...carsKey, 'mine', view], (signal) => getMyCars(view, signal))

export const useMyCars = (view: MyCarsView) => useQuery(myCarsQueryOptions(view))
