import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { conditions, drivetrains, fuelTypes, transmissions } from '#shared/cars'
import { carSearchSchema, sortValues, type CarSearch } from '#shared/search'
import { searchFields, type SearchField } from '#shared/search-fields'
import {
  countFilters,
  defaultCarSearch,
  parseCarSearch,
  stringifyCarSearch,
} from './car-search-params'

const parse = (query: string) => parseCarSearch(new URLSearchParams(query))

/** The contract's reading of a query string: the shared schema, dropping the refused fields. */
function schemaParse(params: URLSearchParams): CarSearch {
  const input: Record<string, string> = {}
  for (const key of Object.keys(carSearchSchema.out.shape)) {
    const value = params.get(key)
    if (value !== null) input[key] = value
  }
  for (;;) {
    const result = carSearchSchema.safeParse(input)
    if (result.success) return result.data
    for (const issue of result.error.issues) delete input[String(issue.path[0])]
  }
}

// Values each field may meet in a URL: valid ones, near misses and junk.
const numbers = ['0', '1', '-5', '1.5', 'abc', '1e3', '0x10', ' 12 ', 'Infinity', '', '60', '61']
const samples: Record<keyof CarSearch, string[]> = {
  q: ['toyota', '  a b  ', ' ', '', 'x'.repeat(100), 'x'.repeat(101), ` ${'x'.repeat(100)} `],
  category: ['suv', 'SUV!', 'a'.repeat(40), 'a'.repeat(41), '-', '', 'é'],
  condition: [...conditions, 'good', ''],
  company: ['BMW', ' Audi ', 'y'.repeat(60), 'y'.repeat(61), ''],
  fuel: [...fuelTypes, 'Steam', 'petrol'],
  transmission: [...transmissions, 'CVT'],
  drivetrain: [...drivetrains, 'awd', '4x4'],
  make: ['Toyota', ' mercedes ', 'm'.repeat(60), 'm'.repeat(61), ''],
  model: ['F-150', 'Camry', 'c'.repeat(61)],
  near: ['60614', '6061', '606145', 'abcde', ' 60614', ''],
  radius: [...numbers, '500', '501'],
  minPrice: [...numbers, '10000000', '10000001'],
  maxPrice: [...numbers, '9999999'],
  minYear: [...numbers, '1900', '1899', '2100', '2101'],
  maxYear: [...numbers, '2024'],
  minModelYear: [...numbers, '2019', '2101'],
  maxModelYear: [...numbers, '1899'],
  minMileage: [...numbers, '2000000', '2000001'],
  maxMileage: numbers,
  minSeats: [...numbers, '7', '15', '16'],
  sort: [...sortValues, 'cheapest', ''],
  page: [...numbers, '10000', '10001'],
  pageSize: numbers,
}

/** Each field's edges as declared: whatever the limits become, both readings meet them. */
function edges(field: SearchField): string[] {
  switch (field.kind) {
    case 'text':
      return ['z'.repeat(field.max), 'z'.repeat(field.max + 1), ` ${'z'.repeat(field.max)} `]
    case 'whole':
      return [field.min - 1, field.min, field.max, field.max + 1].map(String)
    case 'choice':
      return [...field.options, `${field.options[0]}x`]
    case 'pattern':
      return []
  }
}
for (const key of Object.keys(samples) as (keyof CarSearch)[]) {
  samples[key].push(...edges(searchFields[key]))
}

describe('car search in the URL', () => {
  it('reads an empty query string as the defaults, and writes the defaults as nothing', () => {
    expect(parse('')).toEqual({ sort: 'relevance', page: 1, pageSize: 24 })
    expect(stringifyCarSearch(defaultCarSearch)).toBe('')
  })

  it('round-trips every field through the query string', () => {
    const search: CarSearch = {
      q: 'toyota hybrid',
      category: 'suv',
      condition: 'Excellent',
      company: 'Toyota',
      fuel: 'Hybrid',
      transmission: 'Automatic',
      minPrice: 10000,
      maxPrice: 30000,
      minYear: 2018,
      maxYear: 2022,
      minMileage: 0,
      maxMileage: 60000,
      sort: 'price_asc',
      page: 2,
      pageSize: 12,
    }
    const query = stringifyCarSearch(search)
    expect(query).toBe(
      'q=toyota+hybrid&category=suv&condition=Excellent&company=Toyota&fuel=Hybrid&transmission=Automatic' +
        '&minPrice=10000&maxPrice=30000&minYear=2018&maxYear=2022&minMileage=0&maxMileage=60000' +
        '&sort=price_asc&page=2&pageSize=12',
    )
    expect(parse(query)).toEqual(search)
  })

  it('writes equal searches as equal strings whatever the order of the URL', () => {
    const a = stringifyCarSearch(parse('sort=price_desc&q=bmw&minPrice=5000'))
    const b = stringifyCarSearch(parse('minPrice=5000&q=bmw&sort=price_desc&page=1'))
    expect(a).toBe('q=bmw&minPrice=5000&sort=price_desc')
    expect(b).toBe(a)
  })

  it('drops only the parameters the schema refuses, keeping the rest of the search', () => {
    expect(
      parse('q=toyota&minPrice=abc&maxPrice=-5&sort=cheapest&page=0&fuel=Steam&category=SUV!'),
    ).toEqual({ q: 'toyota', sort: 'relevance', page: 1, pageSize: 24 })
    expect(parse('q=&condition=&minYear=2019&unknown=1')).toEqual({
      minYear: 2019,
      sort: 'relevance',
      page: 1,
      pageSize: 24,
    })
  })

  it('reads every field as the shared schema, the server’s contract, does: valid or not', () => {
    expect(Object.keys(carSearchSchema.out.shape)).toEqual(Object.keys(samples))
    expect(Object.keys(searchFields)).toEqual(Object.keys(samples))
    const field = (values: string[]) =>
      fc.option(fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 8 })), {
        nil: undefined,
      })
    const record = fc.record(
      Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, field(values)])),
    )
    fc.assert(
      fc.property(record, (values) => {
        const params = new URLSearchParams()
        for (const [key, value] of Object.entries(values)) {
          if (value !== undefined) params.set(key, value)
        }
        expect(parseCarSearch(params)).toEqual(schemaParse(params))
      }),
      { numRuns: 2000 },
    )
  })

  it('counts the filter panel’s filters, a range once and the search text not at all', () => {
    expect(countFilters(parse('q=audi&minPrice=1&maxPrice=9&fuel=Diesel&sort=price_asc'))).toBe(2)
  })
})
