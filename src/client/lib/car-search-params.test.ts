import { describe, expect, it } from 'vitest'
import type { CarSearch } from '#shared/search'
import {
  countFilters,
  defaultCarSearch,
  parseCarSearch,
  stringifyCarSearch,
} from './car-search-params'

const parse = (query: string) => parseCarSearch(new URLSearchParams(query))

describe('car search in the URL', () => {
  it('reads an empty query string as the defaults, and writes the defaults as nothing', () => {
    expect(parse('')).toEqual({ sort: 'newest', page: 1, pageSize: 24 })
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
    ).toEqual({ q: 'toyota', sort: 'newest', page: 1, pageSize: 24 })
    expect(parse('q=&condition=&minYear=2019&unknown=1')).toEqual({
      minYear: 2019,
      sort: 'newest',
      page: 1,
      pageSize: 24,
    })
  })

  it('counts the filter panel’s filters, a range once and the search text not at all', () => {
    expect(countFilters(parse('q=audi&minPrice=1&maxPrice=9&fuel=Diesel&sort=price_asc'))).toBe(2)
  })
})
