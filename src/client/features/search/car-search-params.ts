import { conditions, fuelTypes, transmissions } from '#shared/car-options'
import type { CarSearch } from '#shared/search'
import { sortValues } from '#shared/search-options'

/*
 * The URL is the search state (STYLE.md rule 9): one parse and one stringify. `carSearchSchema`
 * (#shared/search) is the contract the server validates /api/cars with; this is a hand-written
 * reading of the same rules, so that the catalogue pages' first view needs no zod (about 25 KB
 * gzip to fetch, and its schemas to build, on a phone). car-search-params.test.ts checks that
 * the two agree on every field, valid or not.
 */

/** The filters a person sets; `sort`, `page` and `pageSize` shape the list rather than narrow it. */
export type CarFilters = Omit<CarSearch, 'sort' | 'page' | 'pageSize'>

type Read = (value: string) => unknown
const text =
  (max: number): Read =>
  (value) => {
    const trimmed = value.trim()
    return trimmed.length <= max ? trimmed : undefined
  }
const oneOf =
  (allowed: readonly string[]): Read =>
  (value) =>
    allowed.includes(value) ? value : undefined
const whole =
  (min: number, max: number): Read =>
  (value) => {
    const number = Number(value)
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined
  }

// In the schema's key order, which is the URL's order.
const fields: Record<keyof CarSearch, Read> = {
  q: text(100),
  category: (value) => (/^[a-z0-9-]{1,40}$/.test(value) ? value : undefined),
  condition: oneOf(conditions),
  company: text(60),
  fuel: oneOf(fuelTypes),
  transmission: oneOf(transmissions),
  minPrice: whole(0, 10_000_000),
  maxPrice: whole(0, 10_000_000),
  minYear: whole(1900, 2100),
  maxYear: whole(1900, 2100),
  minMileage: whole(0, 2_000_000),
  maxMileage: whole(0, 2_000_000),
  sort: oneOf(sortValues),
  page: whole(1, 10_000),
  pageSize: whole(1, 60),
}
const keys = Object.keys(fields) as (keyof CarSearch)[]

/** What an empty query string means: newest first, page 1, the server's page size. */
export const defaultCarSearch: CarSearch = { sort: 'newest', page: 1, pageSize: 24 }

/**
 * Reads the search state from a query string. A parameter the schema refuses (a hand-edited
 * `minPrice=abc`, an old link's unknown sort) is dropped rather than failing the page: the
 * rest of the search still applies, as a shared link should. An empty parameter is unset.
 */
export function parseCarSearch(params: URLSearchParams): CarSearch {
  const search: Record<string, unknown> = { ...defaultCarSearch }
  for (const key of keys) {
    const raw = params.get(key)
    if (raw === null || raw === '') continue
    const value = fields[key](raw)
    if (value !== undefined) search[key] = value
  }
  return search as CarSearch
}

/**
 * Writes the search state as a query string (without `?`) in the schema's key order, leaving
 * out what is unset or at its default, so equal searches give equal URLs and cache keys.
 */
export function stringifyCarSearch(search: Partial<CarSearch>): string {
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = search[key]
    if (value === undefined || value === '' || value === defaultCarSearch[key]) continue
    params.set(key, String(value))
  }
  return params.toString()
}

/**
 * How many filters the filter panel has set, for the phone's 'Filters' toggle. The search text
 * has its own box above the panel, so it does not count; a from-to range counts once.
 */
export function countFilters(search: CarFilters): number {
  const ranges = [
    ['minPrice', 'maxPrice'],
    ['minYear', 'maxYear'],
    ['minMileage', 'maxMileage'],
  ] as const
  const single = (['category', 'condition', 'company', 'fuel', 'transmission'] as const)
    .map((key) => search[key])
    .filter((value) => value !== undefined && value !== '').length
  const ranged = ranges.filter(
    ([min, max]) => search[min] !== undefined || search[max] !== undefined,
  )
  return single + ranged.length
}
