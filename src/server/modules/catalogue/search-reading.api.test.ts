import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory, buildUser } from '../../../../tests/support/server/builders'

// GET /api/cars reads what people type into the one box (docs/api.md "Search that understands
// people"): the filters its words name (`interpreted`), and the closest cars when nothing
// matches (`fallback`).
let t: Awaited<ReturnType<typeof testApp>>

const chicago = { postalCode: '60614', latitude: 41.9227, longitude: -87.6533 }
const evanston = { postalCode: '60201', latitude: 42.0544, longitude: -87.6947 }
const milwaukee = { postalCode: '53202', latitude: 43.0469, longitude: -87.8985 }
const austin = { postalCode: '78704', latitude: 30.243, longitude: -97.7658 }
let camryId = ''

beforeAll(async () => {
  t = await testApp({ env: { CATALOGUE_CACHE_TTL: '0s' } })
  await buildCategory(t.db, { categoryId: 'sedan' })
  await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV' })
  await buildCategory(t.db, { categoryId: 'convertible', bodyType: 'Convertible' })
  await buildCategory(t.db, { categoryId: 'coupe', bodyType: 'Coupe' })
  const seller = await buildUser(t.db, { role: 'seller' })
  const car = (
    name: string,
    [make, model, modelYear]: [string, string, number],
    o: Omit<Parameters<typeof buildCar>[1], 'sellerId'>,
  ) => buildCar(t.db, { sellerId: seller.id, name, company: make, make, model, modelYear, ...o })
  const camry = await car('2019 Toyota Camry SE', ['Toyota', 'Camry', 2019], {
    categoryId: 'sedan',
    resalePriceCents: 1_850_000,
    ...evanston,
  })
  camryId = camry.id
  await car('2021 Toyota RAV4 XLE', ['Toyota', 'RAV4', 2021], {
    categoryId: 'suv',
    resalePriceCents: 1_990_000,
    drivetrain: 'AWD',
    seats: 5,
    ...milwaukee,
  })
  await car('2019 Ford Explorer XLT', ['Ford', 'Explorer', 2019], {
    categoryId: 'suv',
    resalePriceCents: 1_800_000,
    drivetrain: 'AWD',
    seats: 7,
    ...chicago,
  })
  await car('2022 Toyota Highlander', ['Toyota', 'Highlander', 2022], {
    categoryId: 'suv',
    resalePriceCents: 3_100_000,
    drivetrain: 'AWD',
    seats: 8,
    mileage: 12_000,
    ...chicago,
  })
  await car('2018 Honda Accord EX', ['Honda', 'Accord', 2018], {
    categoryId: 'sedan',
    mileage: 80_000,
    ...austin,
  })
  await car('2020 Honda Civic LX', ['Honda', 'Civic', 2020], { categoryId: 'sedan', ...chicago })
  await car('2019 Chevrolet Camaro 2SS', ['Chevrolet', 'Camaro', 2019], {
    categoryId: 'coupe',
    ...chicago,
  })
  await car('2018 MINI Cooper S Convertible', ['MINI', 'Cooper', 2018], {
    categoryId: 'convertible',
    ...chicago,
  })
})
afterAll(() => t.close())

type Answer = {
  items: { carName: string; distance?: number }[]
  total: number
  interpreted?: Record<string, unknown> & { from: Record<string, string> }
  fallback?: { reason: string; dropped: string; items: { carName: string; distance?: number }[] }
}
const typed = async (text: string, more = ''): Promise<Answer> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cars?q=${encodeURIComponent(text)}${more}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const names = (cars: { carName: string }[]) => cars.map((c) => c.carName)

describe('GET /api/cars reads the words of a search', () => {
  it('reads a body type, a price and a ZIP code: those cars only, nearest first', async () => {
    const answer = await typed('suv under 20k near 60614')
    expect(answer.interpreted).toEqual({
      q: '',
      category: 'suv',
      maxPrice: 20_000,
      near: '60614',
      radius: 100,
      from: { category: 'suv', maxPrice: 'under 20k', near: 'near 60614' },
    })
    expect(answer.items.map((c) => [c.carName, c.distance])).toEqual([
      ['2019 Ford Explorer XLT', 0],
      ['2021 Toyota RAV4 XLE', 79],
    ])
    expect(answer.fallback).toBeUndefined()
  })

  it('reads a city as its place, and names it', async () => {
    const answer = await typed('toyota in chicago')
    expect(answer.interpreted).toMatchObject({
      q: 'toyota',
      make: 'Toyota',
      place: 'Chicago, IL',
      radius: 100,
      from: { near: 'in chicago', make: 'toyota' },
    })
    expect(answer.interpreted?.near).toMatch(/^60\d{3}$/)
    expect(names(answer.items)).toEqual([
      '2022 Toyota Highlander',
      '2019 Toyota Camry SE',
      '2021 Toyota RAV4 XLE',
    ])
  })

  it('reads "cheap" as lowest price first', async () => {
    const answer = await typed('cheap suv')
    expect(answer.interpreted).toMatchObject({ category: 'suv', sort: 'price_asc' })
    expect(names(answer.items)).toEqual([
      '2019 Ford Explorer XLT',
      '2021 Toyota RAV4 XLE',
      '2022 Toyota Highlander',
    ])
  })

  it('reads drivetrains, seats, mileage and model years', async () => {
    expect(names((await typed('awd 7 seats')).items).sort()).toEqual([
      '2019 Ford Explorer XLT',
      '2022 Toyota Highlander',
    ])
    expect(names((await typed('8 seater')).items)).toEqual(['2022 Toyota Highlander'])
    expect(names((await typed('honda under 50,000 miles')).items)).toEqual(['2020 Honda Civic LX'])
    const newer = await typed('toyota 2021 or newer')
    expect(newer.interpreted).toMatchObject({ minModelYear: 2021, q: 'toyota' })
    expect(names(newer.items).sort()).toEqual(['2021 Toyota RAV4 XLE', '2022 Toyota Highlander'])
  })

  it('says nothing of how it read words that name no filter', async () => {
    const answer = await typed('civic')
    expect(answer.interpreted).toBeUndefined()
    expect(names(answer.items)).toEqual(['2020 Honda Civic LX'])
  })

  it('lets the search’s own filters win: their words stay words', async () => {
    const answer = await typed('suv', '&category=sedan')
    expect(answer.interpreted).toBeUndefined()
    expect(answer.total).toBe(0)
  })

  it('refuses a ZIP code it does not know when the words name it as a place', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cars?q=${encodeURIComponent('suv near 00000')}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('We don’t know this ZIP code: check it for a typo')
    // A lone number that is no ZIP code is a word.
    expect((await typed('suv 00000')).total).toBe(0)
  })

  it('takes a ceiling past any it knows as its own largest, never a failure', async () => {
    const answer = await typed('suv under 999999999999k')
    expect(answer.interpreted).toMatchObject({ maxPrice: 10_000_000 })
    expect(answer.total).toBe(3)
    expect((await typed('under 99999999999 miles')).interpreted).toMatchObject({
      maxMileage: 2_000_000,
    })
  })
})

describe('GET /api/cars never ends in nothing', () => {
  it('drops the place first: the nearest cars, with their distance', async () => {
    const answer = await typed('accord near 60614')
    expect(answer.total).toBe(0)
    expect(answer.items).toEqual([])
    expect(answer.fallback?.reason).toBe('place')
    expect(answer.fallback?.dropped).toBe('near 60614')
    expect(answer.fallback?.items.map((c) => [c.carName, c.distance])).toEqual([
      ['2018 Honda Accord EX', 985],
    ])
  })

  it('then the price', async () => {
    const answer = await typed('rav4 under 10k')
    expect(answer.fallback).toMatchObject({ reason: 'price', dropped: 'under 10k' })
    expect(names(answer.fallback!.items)).toEqual(['2021 Toyota RAV4 XLE'])
    const set = await typed('rav4', '&maxPrice=10000')
    expect(set.fallback).toMatchObject({ reason: 'price', dropped: 'under $10,000' })
  })

  it('then the least important word, never the make or model first', async () => {
    const answer = await typed('leather toyota camry')
    expect(answer.fallback).toMatchObject({ reason: 'word', dropped: 'leather' })
    expect(names(answer.fallback!.items)).toEqual(['2019 Toyota Camry SE'])
    const seats = await typed('camry 7 seats')
    expect(seats.fallback).toMatchObject({ reason: 'word', dropped: '7 seats' })
  })

  it('never reads a known word as another: no Camaro for a Camry, no MINI for a minivan', async () => {
    await t.db.update(cars).set({ status: 'Sold' }).where(eq(cars.id, camryId))
    try {
      const camry = await typed('camry')
      expect(camry.total).toBe(0)
      expect(camry.fallback).toBeUndefined()
      const minivan = await typed('minivan')
      expect(minivan.total).toBe(0)
      // A typo is still read as the model it was likely meant as.
      expect(names((await typed('camaroo')).items)).toEqual(['2019 Chevrolet Camaro 2SS'])
    } finally {
      await t.db.update(cars).set({ status: 'Active' }).where(eq(cars.id, camryId))
    }
  })
})
