import { carSearchSchema, type CarSearch } from '#shared/search'

/*
 * The URL is the search state (STYLE.md rule 9): one parse and one stringify, both backed by
 * the schema the server validates /api/cars with. This module imports zod's schema, so only
 * the lazy search and catalogue chunks may import it (the first load stays free of zod).
 */

/** The filters a person sets; `sort`, `page` and `pageSize` shape the list rather than narrow it. */
export type CarFilters = Omit<CarSearch, 'sort' | 'page' | 'pageSize'>

const keys = Object.keys(carSearchSchema.shape) as (keyof CarSearch)[]

/** What an empty query string means: newest first, page 1, the server's page size. */
export const defaultCarSearch: CarSearch = carSearchSchema.parse({})

/**
 * Reads the search state from a query string. A parameter the schema refuses (a hand-edited
 * `minPrice=abc`, an old link's unknown sort) is dropped rather than failing the page: the
 * rest of the search still applies, as a shared link should.
 */
export function parseCarSearch(params: URLSearchParams): CarSearch {
  const input: Record<string, string> = {}
  for (const key of keys) {
    const value = params.get(key)
    if (value !== null) input[key] = value
  }
  // Each pass drops the parameters that failed; the schema's fields are independent, so the
  // second pass succeeds, but the loop is bounded by the number of fields either way.
  for (let attempt = 0; attempt <= keys.length; attempt++) {
    const result = carSearchSchema.safeParse(input)
    if (result.success) return result.data
    for (const issue of result.error.issues) delete input[String(issue.path[0])]
  }
  return defaultCarSearch
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
