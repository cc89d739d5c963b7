import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory, buildUser } from '../../../../tests/support/server/builders'
import { carNames } from '../../../../tests/support/server/car-search'

// Typos, relevance, distance and the vehicle filters of GET /api/cars, and the suggestions
// under the search box (docs/api.md "Finding the right car").
let t: Awaited<ReturnType<typeof testApp>>

const places = {
  chicago: { postalCode: '60614', latitude: 41.9227, longitude: -87.6533 },
  evanston: { postalCode: '60201', latitude: 42.0544, longitude: -87.6947 },
  milwaukee: { postalCode: '53202', latitude: 43.0469, longitude: -87.8985 },
  austin: { postalCode: '78704', latitude: 30.243, longitude: -97.7658 },
}

beforeAll(async () => {
  t = await testApp({ env: { CATALOGUE_CACHE_TTL: '0s' } })
  await buildCategory(t.db, { categoryId: 'sedan' })
  await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV' })
  const seller = await buildUser(t.db, { role: 'seller' })
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n))
  const car = (
    name: string,
    make: string,
    model: string,
    modelYear: number,
    place: (typeof places)[keyof typeof places],
    o: Parameters<typeof buildCar>[1] extends infer P ? Partial<P> : never = {},
  ) =>
    buildCar(t.db, {
      sellerId: seller.id,
      categoryId: 'sedan',
      name,
      company: make,
      make,
      model,
      modelYear,
      ...place,
      ...o,
    })
  await car('2019 Toyota Camry SE', 'Toyota', 'Camry', 2019, places.evanston, { createdAt: at(1) })
  await car('2021 Toyota RAV4 Hybrid', 'Toyota', 'RAV4', 2021, places.milwaukee, {
    categoryId: 'suv',
    createdAt: at(2),
  })
  await car('2018 Honda Accord EX', 'Honda', 'Accord', 2018, places.austin, { createdAt: at(3) })
  // Newer, and says "accord" in its description only: the Accord itself must still come first.
  await car('2020 Honda Civic LX', 'Honda', 'Civic', 2020, places.chicago, {
    createdAt: at(4),
    description: 'Priced in accordance with its service record.',
  })
  await car('2017 Chevrolet Malibu LT', 'Chevrolet', 'Malibu', 2017, places.chicago, {
    createdAt: at(5),
  })
})
afterAll(() => t.close())

const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/cars?${query}` })
const names = (query: string) => carNames(t.app, query)
const q = (text: string) => `q=${encodeURIComponent(text)}`

describe('GET /api/cars understands people', () => {
  it('forgives a typo in a make or model, and not in a word that finds something', async () => {
    expect(await names(q('toyta camry'))).toEqual(['2019 Toyota Camry SE'])
    expect(await names(q('camery'))).toEqual(['2019 Toyota Camry SE'])
    expect(await names(q('chevrolete'))).toEqual(['2017 Chevrolet Malibu LT'])
    // "acord" is read as "accord": the Accord, then the Civic whose description has "accordance".
    expect(await names(q('honda acord'))).toEqual(['2018 Honda Accord EX', '2020 Honda Civic LX'])
    // Nothing near it: no guess.
    expect(await names(q('zzxqv'))).toEqual([])
    // A word that begins a car's word is taken as typed ("civi" is Civic's beginning).
    expect(await names(q('civi'))).toEqual(['2020 Honda Civic LX'])
  })

  it('corrects only to plain words, and not to a word only a sold car had', async () => {
    const seller = await buildUser(t.db, { role: 'seller' })
    const [odd, sold] = await Promise.all([
      buildCar(t.db, {
        sellerId: seller.id,
        categoryId: 'sedan',
        name: 'See example.com/camery( for photos',
        status: 'Sold',
      }),
      buildCar(t.db, {
        sellerId: seller.id,
        categoryId: 'sedan',
        name: '2012 Toyta Corola',
        status: 'Sold',
      }),
    ])
    expect(await names(q('camery'))).toEqual(['2019 Toyota Camry SE'])
    expect(await names(q('toyta camry'))).toEqual(['2019 Toyota Camry SE'])
    await t.db.delete(cars).where(inArray(cars.id, [odd.id, sold.id]))
  })

  it('puts cars named by the words before those that only mention them', async () => {
    expect(await names(q('accord'))).toEqual(['2018 Honda Accord EX', '2020 Honda Civic LX'])
    // Newest first stays one click away.
    expect(await names(`${q('accord')}&sort=newest`)).toEqual([
      '2020 Honda Civic LX',
      '2018 Honda Accord EX',
    ])
  })

  it('finds a model year with a model', async () => {
    expect(await names(q('2019 camry'))).toEqual(['2019 Toyota Camry SE'])
    expect(await names(q('2021 camry'))).toEqual([])
  })

  it('filters by make, model and model year', async () => {
    expect(await names('make=toyota')).toEqual(['2021 Toyota RAV4 Hybrid', '2019 Toyota Camry SE'])
    expect(await names('make=chevy')).toEqual(['2017 Chevrolet Malibu LT'])
    expect(await names('make=Toyota&model=rav4')).toEqual(['2021 Toyota RAV4 Hybrid'])
    expect(await names('minModelYear=2019&maxModelYear=2020')).toEqual([
      '2020 Honda Civic LX',
      '2019 Toyota Camry SE',
    ])
  })

  it('finds cars near a ZIP code within a radius, nearest first, with their distance', async () => {
    const res = await search('near=60614&radius=50&sort=distance')
    expect(res.statusCode).toBe(200)
    const items = res.json().items as { carName: string; distance: number }[]
    // Two in the ZIP code itself, then Evanston's, 9 miles off.
    expect(
      items
        .map((c) => c.carName)
        .slice(0, 2)
        .sort(),
    ).toEqual(['2017 Chevrolet Malibu LT', '2020 Honda Civic LX'])
    expect(items.map((c) => [c.carName, c.distance]).slice(2)).toEqual([
      ['2019 Toyota Camry SE', 9],
    ])
    expect(items.map((c) => c.distance)).toEqual([0, 0, 9])
    expect(res.json().total).toBe(3)
    // Milwaukee is about 80 miles away; Austin about 980.
    expect(await names('near=60614&radius=100&sort=distance')).toHaveLength(4)
    // Without a radius, every car, nearest first; with text too.
    expect((await names('near=60614&sort=distance')).at(-1)).toBe('2018 Honda Accord EX')
    expect(await names(`near=60614&radius=50&${q('toyota')}`)).toEqual(['2019 Toyota Camry SE'])
  })

  it('refuses a ZIP code it does not know, or one that is not five digits, with a message', async () => {
    const unknown = await search('near=00000&radius=50')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('We don’t know this ZIP code: check it for a typo')
    const short = await search('near=6061')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toMatch(/ZIP code is five digits/)
    expect((await search('near=60614&radius=0')).statusCode).toBe(400)
    expect((await search('near=60614&radius=501')).statusCode).toBe(400)
  })

  it('leaves a car without a place out of every car nearest first, and out of its total', async () => {
    const seller = await buildUser(t.db, { role: 'seller' })
    const kept = { latitude: null, longitude: null, postalCode: null }
    await buildCar(t.db, {
      sellerId: seller.id,
      categoryId: 'suv',
      name: '2015 Ford Escape',
      ...kept,
    })
    expect((await search('')).json().total).toBe(6)
    const nearest = await search('near=60614&sort=distance')
    expect(nearest.json().total).toBe(5)
    expect((await names('near=60614&sort=distance')).toString()).not.toContain('Escape')
    expect((await search('near=60614&sort=distance&category=suv')).json().total).toBe(1)
    expect((await search('category=suv')).json().total).toBe(2)
  })
})

describe('GET /api/cars/suggest', () => {
  const suggest = async (text: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cars/suggest?q=${encodeURIComponent(text)}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { label: string; kind: string; query: string }[]
  }

  it('suggests makes, models and body types from what was typed', async () => {
    expect((await suggest('toy')).slice(0, 1)).toEqual([
      { label: 'Toyota', kind: 'make', query: 'q=Toyota' },
    ])
    const camry = { label: 'Toyota Camry', kind: 'model', query: 'q=Toyota+Camry' }
    for (const [typed, suggestion] of [
      ['toyota cam', camry],
      ['cam', camry],
      ['su', { label: 'SUV', kind: 'category', query: 'category=suv' }],
      ['chevy', { label: 'Chevrolet', kind: 'make', query: 'q=Chevrolet' }],
    ] as const) {
      expect(await suggest(typed), typed).toContainEqual(suggestion)
    }
  })

  it('reads a misspelled make as the make, and answers nothing for nothing', async () => {
    expect((await suggest('toyta'))[0]).toEqual({
      label: 'Toyota',
      kind: 'make',
      query: 'q=Toyota',
    })
    expect(await suggest('')).toEqual([])
    expect(await suggest('zzxqv')).toEqual([])
    expect((await suggest('a')).length).toBeLessThanOrEqual(8)
  })

  it('refuses text longer than the search box takes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cars/suggest?q=${'x'.repeat(101)}` })
    expect(res.statusCode).toBe(400)
  })
})
