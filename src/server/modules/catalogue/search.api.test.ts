import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cars } from '../../db/schema'
import { buildCar, buildCategory, buildUser } from '../../../../tests/support/server/builders'
import { carNames } from '../../../../tests/support/server/car-search'
import { appForFile } from '../../../../tests/support/server/file-app'

// Cars are built straight into the database between reads, which a process cannot hear of:
// the catalogue keeps nothing between requests here (http-cache.api.test.ts covers keeping).
const t = appForFile({ env: { CATALOGUE_CACHE_TTL: '0s' } })

beforeAll(async () => {
  await buildCategory(t.db, { categoryId: 'sedan' })
  await buildCategory(t.db, { categoryId: 'suv' })
  const seller = await buildUser(t.db, { role: 'seller' })
  const car = (o: Parameters<typeof buildCar>[1] extends infer P ? Partial<P> : never) =>
    buildCar(t.db, { sellerId: seller.id, categoryId: 'sedan', ...o })
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n))
  await car({
    name: '2019 Toyota Camry SE',
    company: 'Toyota',
    resalePriceCents: 1_990_000,
    mileage: 48_000,
    buyingYear: '2019-03-01',
    milesPerGallon: 34,
    condition: 'Excellent',
    fuelType: 'Petrol',
    transmission: 'Automatic',
    createdAt: at(1),
    description: 'One owner, new tyres.',
  })
  await car({
    name: '2021 Toyota RAV4 Hybrid',
    company: 'Toyota',
    categoryId: 'suv',
    resalePriceCents: 2_780_000,
    mileage: 21_000,
    buyingYear: '2021-05-01',
    milesPerGallon: 40,
    condition: 'Good',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    createdAt: at(2),
    description: 'All-wheel drive family SUV.',
  })
  await car({
    name: '2016 Ford Fiesta ST',
    company: 'Ford',
    resalePriceCents: 1_190_000,
    mileage: 71_000,
    buyingYear: '2016-07-01',
    milesPerGallon: 29,
    condition: 'Fair',
    fuelType: 'Petrol',
    transmission: 'Manual',
    origin: 'Germany',
    createdAt: at(3),
    description: 'Pocket rocket with Recaro seats.',
  })
  await car({
    name: '2020 Tesla Model 3',
    company: 'Tesla',
    resalePriceCents: 3_150_000,
    mileage: 40_000,
    buyingYear: '2020-02-01',
    milesPerGallon: 131,
    condition: 'Excellent',
    fuelType: 'Electric',
    transmission: 'Automatic',
    origin: 'USA',
    createdAt: at(4),
    description: 'Autopilot, glass roof.',
  })
  await car({ name: '2018 Honda Civic (sold)', company: 'Honda', status: 'Sold', createdAt: at(5) })
})

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cars?${query}` })
  return { status: res.statusCode, body: res.json() }
}
const names = (query: string) => carNames(t.app, query)

describe('GET /api/cars search', () => {
  it('lists Active cars newest first by default', async () => {
    expect(await names('')).toEqual([
      '2020 Tesla Model 3',
      '2016 Ford Fiesta ST',
      '2021 Toyota RAV4 Hybrid',
      '2019 Toyota Camry SE',
    ])
  })

  it('finds words by their beginnings across name, make, origin and description', async () => {
    expect(await names('q=toy cam')).toEqual(['2019 Toyota Camry SE'])
    expect(await names('q=TOYOTA')).toHaveLength(2)
    expect(await names('q=germany')).toEqual(['2016 Ford Fiesta ST'])
    expect(await names('q=recaro')).toEqual(['2016 Ford Fiesta ST'])
    expect(await names('q=honda')).toEqual([])
  })

  it('finds words beyond ASCII by their beginnings, in any case, with or without accents', async () => {
    const seller = await buildUser(t.db, { role: 'seller' })
    const car = await buildCar(t.db, {
      sellerId: seller.id,
      categoryId: 'sedan',
      name: '2017 Škoda Octavia',
      company: 'Škoda',
      description: 'Smoother than the Citroën we had.',
    })
    const find = (q: string) => names(`q=${encodeURIComponent(q)}`)
    expect(await find('ško oct')).toEqual(['2017 Škoda Octavia'])
    expect(await find('ŠKODA')).toEqual(['2017 Škoda Octavia'])
    expect(await find('citroë')).toEqual(['2017 Škoda Octavia'])
    expect(await find('skoda octavia')).toEqual(['2017 Škoda Octavia'])
    expect(await find('citroen')).toEqual(['2017 Škoda Octavia'])
    await t.db.delete(cars).where(eq(cars.id, car.id))
  })

  it('understands makes and models as people write them, and body types as words', async () => {
    const seller = await buildUser(t.db, { role: 'seller' })
    const listed = (
      name: string,
      o: Parameters<typeof buildCar>[1] extends infer P ? Partial<P> : never,
    ) => buildCar(t.db, { sellerId: seller.id, categoryId: 'sedan', name, ...o })
    const made = [
      await listed('2019 Ford F-150 XLT', {
        company: 'Ford',
        make: 'Ford',
        model: 'F-150',
        trim: 'XLT',
        categoryId: 'suv',
      }),
      await listed('2018 Mazda MX-5 Miata', {
        company: 'mazda',
        make: 'Mazda',
        model: 'MX-5 Miata',
      }),
      await listed('2017 Mercedes-Benz C 300', {
        company: 'Mercedes-Benz',
        make: 'Mercedes-Benz',
        model: 'C-Class',
      }),
      await listed('2020 GMC Sierra 1500', { company: 'GMC', make: 'GMC', model: 'Sierra 1500' }),
    ]
    const find = (q: string) => names(`q=${encodeURIComponent(q)}`)
    for (const q of ['Ford F-150', 'F-150', 'ford f150', 'F150 xlt']) {
      expect(await find(q), q).toEqual(['2019 Ford F-150 XLT'])
    }
    for (const q of ['MX-5', 'mx5', 'miata'])
      expect(await find(q), q).toEqual(['2018 Mazda MX-5 Miata'])
    expect(await find('mercedes c-class')).toEqual(['2017 Mercedes-Benz C 300'])
    expect(await find('benz')).toEqual(['2017 Mercedes-Benz C 300'])
    // A body type is a word of every car of it.
    expect((await find('suv')).sort()).toEqual(['2019 Ford F-150 XLT', '2021 Toyota RAV4 Hybrid'])
    // The Company filter takes a make's beginning, or a name people use for it.
    expect(await names('company=merc')).toEqual(['2017 Mercedes-Benz C 300'])
    expect(await names('company=toyo')).toHaveLength(2)
    expect(await names('company=MAZDA')).toEqual(['2018 Mazda MX-5 Miata'])
    expect(await names('company=100%25')).toEqual([])
    await t.db.delete(cars).where(
      inArray(
        cars.id,
        made.map((c) => c.id),
      ),
    )
  })

  it('filters by each attribute and range', async () => {
    expect(await names('category=suv')).toEqual(['2021 Toyota RAV4 Hybrid'])
    expect(await names('condition=Fair')).toEqual(['2016 Ford Fiesta ST'])
    expect(await names('company=tesla')).toEqual(['2020 Tesla Model 3'])
    expect(await names('fuel=Hybrid')).toEqual(['2021 Toyota RAV4 Hybrid'])
    expect(await names('transmission=Manual')).toEqual(['2016 Ford Fiesta ST'])
    expect(await names('minPrice=20000&maxPrice=30000')).toEqual(['2021 Toyota RAV4 Hybrid'])
    expect(await names('minYear=2019&maxYear=2020')).toEqual([
      '2020 Tesla Model 3',
      '2019 Toyota Camry SE',
    ])
    expect(await names('minMileage=30000&maxMileage=50000')).toEqual([
      '2020 Tesla Model 3',
      '2019 Toyota Camry SE',
    ])
    expect(await names('company=toyota&maxMileage=30000')).toEqual(['2021 Toyota RAV4 Hybrid'])
    expect(await names('q=&category=&sort=')).toHaveLength(4)
  })

  it('sorts every way', async () => {
    expect((await names('sort=price_asc'))[0]).toBe('2016 Ford Fiesta ST')
    expect((await names('sort=price_desc'))[0]).toBe('2020 Tesla Model 3')
    expect((await names('sort=year_desc'))[0]).toBe('2021 Toyota RAV4 Hybrid')
    expect((await names('sort=mileage_asc'))[0]).toBe('2021 Toyota RAV4 Hybrid')
    expect((await names('sort=mpg_desc'))[0]).toBe('2020 Tesla Model 3')
  })

  it('pages with a total', async () => {
    const first = await search('pageSize=3&page=1&sort=price_asc')
    const second = await search('pageSize=3&page=2&sort=price_asc')
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 })
    expect(first.body.items).toHaveLength(3)
    expect(second.body.items.map((c: { carName: string }) => c.carName)).toEqual([
      '2020 Tesla Model 3',
    ])
    expect((await search('page=99')).body.items).toEqual([])
  })

  it('keeps the total of an unfiltered or category search right as cars change', async () => {
    const totals = async () => {
      const queries = ['', 'category=sedan', 'category=suv', 'category=coupe']
      return Promise.all(queries.map(async (q) => (await search(q)).body.total))
    }
    expect(await totals()).toEqual([4, 3, 1, 0])
    const seller = await buildUser(t.db, { role: 'seller' })
    const a = await buildCar(t.db, { sellerId: seller.id, categoryId: 'suv' })
    const b = await buildCar(t.db, { sellerId: seller.id, categoryId: 'sedan' })
    const both = inArray(cars.id, [a.id, b.id])
    expect(await totals()).toEqual([6, 4, 2, 0])
    await t.db.update(cars).set({ categoryId: 'suv' }).where(eq(cars.id, b.id))
    expect(await totals()).toEqual([6, 3, 3, 0])
    await t.db.update(cars).set({ status: 'Booked' }).where(both)
    expect(await totals()).toEqual([4, 3, 1, 0])
    await t.db.update(cars).set({ status: 'Active' }).where(both)
    expect(await totals()).toEqual([6, 3, 3, 0])
    await t.db.delete(cars).where(both)
    expect(await totals()).toEqual([4, 3, 1, 0])
  })

  it('answers hostile input with 200 or 400, never 500', async () => {
    const hostile = [
      "q=' or 1=1 --",
      'q=%25%25%25',
      'q=a:* | !b & (c',
      `q=${'x'.repeat(100)}`,
      'company=%25',
      'company=_',
      "company=o'neil",
      'q=\\',
    ]
    for (const q of hostile) {
      const res = await search(q)
      expect(res.status, q).toBe(200)
    }
    expect((await search('company=%25')).body.items).toEqual([])
    const bad = [
      `q=${'x'.repeat(101)}`,
      'minPrice=-5',
      'maxMileage=-1',
      'minYear=abc',
      'sort=drop table',
      'condition=Mint',
      'category=../etc',
      'pageSize=1000',
      'page=0',
      'minPrice=1e400',
    ]
    for (const q of bad) {
      const res = await search(q)
      expect(res.status, q).toBe(400)
      expect(res.body.message, q).toBeTruthy()
    }
  })
})
