import type { CarSearch } from '#shared/search'
import { searchFields, type SearchField } from '#shared/search-fields'

/*
 * The URL is the search state (docs/style.md rule 9): one parse and one stringify.
 * `carSearchSchema` (#shared/search) is the contract the server validates /api/cars with; this
 * reads the same field declarations (#shared/search-fields) by hand, so that the catalogue pages'
 * first view needs no zod (about 25 KB gzip to fetch, and its schemas to build, on a phone).
 * car-search-params.test.ts checks that the two agree on every field, valid or not.
 */

/** The filters a person sets; `sort`, `page` and `pageSize` shape the list rather than narrow it. */
export type CarFilters = Omit<CarSearch, 'sort' | 'page' | 'pageSize'>

/** A URL parameter's value as the field takes it, or undefined when the field refuses it. */
function read(field: SearchField, value: string): unknown {
  switch (field.kind) {
    case 'text': {
      const trimmed = value.trim()
      return trimmed.length <= field.max ? trimmed : undefined
    }
    case 'pattern':
      return field.pattern.test(value) ? value : undefined
    case 'choice':
      return field.options.includes(value) ? value : undefined
    case 'whole': {
      const number = Number(value)
      return Number.isInteger(number) && number >= field.min && number <= field.max
        ? number
        : undefined
    }
  }
}

// In the declarations' order, which is the URL's order.
const keys = Object.keys(searchFields) as (keyof CarSearch)[]

/** What an empty query string means: best match, page 1, the server's page size. */
export const defaultCarSearch: CarSearch = {
  sort: searchFields.sort.default,
  page: searchFields.page.default,
  pageSize: searchFields.pageSize.default,
}

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
    const value = read(searchFields[key], raw)
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
    ['minModelYear', 'maxModelYear'],
    ['minMileage', 'maxMileage'],
  ] as const
  const single = (
    [
      'category',
      'condition',
      'company',
      'make',
      'model',
      'near',
      'fuel',
      'transmission',
      'drivetrain',
      'minSeats',
    ] as const
  )
    .map((key) => search[key])
    .filter((value) => value !== undefined && value !== '').length
  const ranged = ranges.filter(
    ([min, max]) => search[min] !== undefined || search[max] !== undefined,
  )
  return single + ranged.length
}
