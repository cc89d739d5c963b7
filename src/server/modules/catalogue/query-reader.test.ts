import { describe, expect, it } from 'vitest'
import { bodyTypes as seededBodyTypes } from '../../db/demo-catalogue'
import { LOW_MILEAGE, mentionsCity, readQuery, type BodyType, type ReadKey } from './query-reader'
import { correctableWords, meantWord, similarity } from './typos'

// The body types every marketplace is seeded with.
const bodyTypes: BodyType[] = [...seededBodyTypes]
const cities = new Set(['chicago', 'austin', 'san antonio', 'new york', 'seattle'])
const read = (q: string, skip: ReadKey[] = []) =>
  readQuery(q, { bodyTypes, cities, skip: new Set(skip) })

describe('readQuery', () => {
  it('reads prices people write', () => {
    expect(read('suv under 20k').filters).toEqual({ category: 'suv', maxPrice: 20_000 })
    expect(read('below $15,000').filters.maxPrice).toBe(15_000)
    expect(read('under $20,000 honda').filters.maxPrice).toBe(20_000)
    expect(read('less than 12.5k').filters.maxPrice).toBe(12_500)
    expect(read('max 9000').filters.maxPrice).toBe(9_000)
    expect(read('$18k or less').filters.maxPrice).toBe(18_000)
    expect(read('under 20 thousand').filters.maxPrice).toBe(20_000)
    // A bare "under 20" is $20,000, not twenty dollars.
    expect(read('under 20').filters.maxPrice).toBe(20_000)
    expect(read('suv under 20k').from).toMatchObject({ maxPrice: 'under 20k', category: 'suv' })
    // Past the search's own largest ceiling: that ceiling, never a number the database refuses.
    expect(read('under 999999999999k cheap').filters.maxPrice).toBe(10_000_000)
    expect(read('under 99999999999 miles').filters.maxMileage).toBe(2_000_000)
  })

  it('reads "cheap" as the lowest price first, not as a word', () => {
    const r = read('cheap suv')
    expect(r.filters).toEqual({ category: 'suv', sort: 'price_asc' })
    expect(r.words).toBe('')
    expect(r.from.sort).toBe('cheap')
    expect(read('affordable hatchback').filters.sort).toBe('price_asc')
  })

  it('reads mileage before price, so miles are never dollars', () => {
    expect(read('under 50,000 miles').filters).toEqual({ maxMileage: 50_000 })
    expect(read('honda under 50k miles under 15k').filters).toEqual({
      maxMileage: 50_000,
      maxPrice: 15_000,
    })
    expect(read('under 30000 mi').filters.maxMileage).toBe(30_000)
    expect(read('low mileage civic').filters.maxMileage).toBe(LOW_MILEAGE)
  })

  it('reads model years', () => {
    expect(read('2018 or newer').filters).toEqual({ minModelYear: 2018 })
    expect(read('camry 2018+').filters.minModelYear).toBe(2018)
    expect(read('newer than 2018').filters.minModelYear).toBe(2019)
    expect(read('since 2016').filters.minModelYear).toBe(2016)
    expect(read('2019 and up').filters.minModelYear).toBe(2019)
    // A year alone is a word of the search: "2019 camry" is that model year's Camry.
    const lone = read('2019 camry')
    expect(lone.filters).toEqual({})
    expect(lone.words).toBe('2019 camry')
  })

  it('reads seats, drivetrains and fuels', () => {
    expect(read('awd 7 seats').filters).toEqual({ drivetrain: 'AWD', minSeats: 7 })
    expect(read('7-seater').filters.minSeats).toBe(7)
    expect(read('seven seats').filters.minSeats).toBe(7)
    expect(read('third row suv').filters).toEqual({ minSeats: 7, category: 'suv' })
    expect(read('all wheel drive').filters.drivetrain).toBe('AWD')
    expect(read('4x4 truck').filters).toEqual({ drivetrain: '4WD', category: 'pickup' })
    expect(read('four-wheel drive').filters.drivetrain).toBe('4WD')
    expect(read('fwd').filters.drivetrain).toBe('FWD')
    expect(read('rear wheel drive coupe').filters).toEqual({ drivetrain: 'RWD', category: 'coupe' })
    expect(read('electric').filters).toEqual({ fuel: 'Electric' })
    expect(read('ev').filters.fuel).toBe('Electric')
    expect(read('plug-in hybrid').filters.fuel).toBe('Hybrid')
    expect(read('diesel truck').filters).toEqual({ fuel: 'Diesel', category: 'pickup' })
    expect(read('gas').filters.fuel).toBe('Petrol')
  })

  it('reads body types and their other names, only of categories the site has', () => {
    expect(read('crossover').filters.category).toBe('suv')
    expect(read('pickup truck').filters.category).toBe('pickup')
    expect(read('soft top').filters.category).toBe('convertible')
    // Makers name cars so: the word finds the Audi A3 Cabriolet first.
    expect(read('cabriolet').words).toBe('cabriolet')
    expect(read('Coupe BMW').filters.category).toBe('coupe')
    // No minivan category here: the word stays a word.
    const minivan = read('minivan')
    expect(minivan.filters).toEqual({})
    expect(minivan.words).toBe('minivan')
  })

  it('reads places: a ZIP code, "near" one, a city and its state', () => {
    expect(read('honda near 60601')).toMatchObject({
      words: 'honda',
      place: { zip: '60601', said: true },
      from: { near: 'near 60601', make: 'honda' },
    })
    expect(read('honda 60601').place).toEqual({ zip: '60601', said: false })
    expect(read('toyota in chicago')).toMatchObject({
      words: 'toyota',
      place: { city: 'chicago' },
      from: { near: 'in chicago' },
    })
    expect(read('in san antonio tx suv')).toMatchObject({
      words: '',
      place: { city: 'san antonio', state: 'TX' },
      from: { near: 'in san antonio tx', category: 'suv' },
    })
    expect(read('near austin, TX').place).toEqual({ city: 'austin', state: 'TX' })
    // Not a city we know: the words stay, without the preposition.
    const unknown = read('camry in red')
    expect(unknown.place).toBeUndefined()
    expect(unknown.words).toBe('camry red')
    // "near me" says nothing we can know.
    expect(read('suv near me')).toMatchObject({ words: '', place: undefined })
    // Miles are not a ZIP code.
    expect(read('under 50000 miles').place).toBeUndefined()
  })

  it('keeps make and model names as words, and names them', () => {
    expect(read('ford f-150')).toMatchObject({ words: 'ford f-150', make: 'Ford', model: 'F-150' })
    expect(read('chevy silverado 1500 under 30k')).toMatchObject({
      words: 'chevy silverado 1500',
      make: 'Chevrolet',
      model: 'Silverado 1500',
      from: { make: 'chevy', model: 'silverado 1500' },
    })
    expect(read('camry')).toMatchObject({ words: 'camry', model: 'Camry' })
    expect(read('grand cherokee')).toMatchObject({ model: 'Grand Cherokee' })
  })

  it('leaves alone the filters the search already sets', () => {
    const r = read('suv under 20k', ['category', 'maxPrice'])
    expect(r.filters).toEqual({})
    expect(r.words).toBe('suv under 20k')
  })

  it('tells when a query may name a city', () => {
    expect(mentionsCity('toyota in chicago')).toBe(true)
    expect(mentionsCity('honda near 60601')).toBe(false)
    expect(mentionsCity('civic')).toBe(false)
  })
})

describe('typo tolerance', () => {
  const known = correctableWords(bodyTypes)

  it('measures likeness as pg_trgm does', () => {
    expect(similarity('camry', 'camry')).toBe(1)
    expect(similarity('toyta', 'toyota')).toBeGreaterThan(0.3)
    expect(similarity('zzxqv', 'toyota')).toBe(0)
  })

  it('corrects a misspelt make, model or body type', () => {
    expect(meantWord('toyta', known)).toBe('toyota')
    expect(meantWord('camery', known)).toBe('camry')
    expect(meantWord('volkswagon', known)).toBe('volkswagen')
    expect(meantWord('porshe', known)).toBe('porsche')
    expect(meantWord('forrester', known)).toBe('forester')
    expect(meantWord('silverdo', known)).toBe('silverado')
    expect(meantWord('convertable', known)).toBe('convertible')
  })

  it('corrects a short word with a letter left out or two swapped', () => {
    expect(meantWord('hnda', known)).toBe('honda')
    expect(meantWord('hodna', known)).toBe('honda')
    expect(meantWord('acord', known)).toBe('accord')
    // A letter changed is an everyday word as often as a typo.
    expect(meantWord('boat', known)).toBeNull()
    expect(meantWord('flat', known)).toBeNull()
  })

  it('never turns a known word into another', () => {
    // Camry is a model, Minivan a body type: when no car has them, they find nothing.
    expect(meantWord('camry', known)).toBeNull()
    expect(meantWord('minivan', known)).toBeNull()
    expect(meantWord('mini', known)).toBeNull()
  })

  it('guesses nothing for a word like no make or model', () => {
    expect(meantWord('zzxqv', known)).toBeNull()
    expect(meantWord('leather', known)).toBeNull()
  })
})
