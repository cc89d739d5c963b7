import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carSchema } from '#shared/cars'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory, buildUser } from '../../../../tests/support/server/builders'

let t: Awaited<ReturnType<typeof testApp>>
let suv: Awaited<ReturnType<typeof buildCategory>>
let seller: Awaited<ReturnType<typeof buildUser>>

beforeAll(async () => {
  // Cars are built straight into the database between reads, which a process cannot hear of:
  // the catalogue keeps nothing between requests here (http-cache.api.test.ts covers keeping).
  t = await testApp({ env: { CATALOGUE_CACHE_TTL: '0s' } })
  suv = await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV', position: 2 })
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan', position: 1 })
  seller = await buildUser(t.db, {
    role: 'seller',
    name: 'Harbor Auto',
    email: 'harbor@example.com',
  })
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('GET /api/car-categories', () => {
  it('lists categories in display order with the field names clients read', async () => {
    const res = await get('/api/car-categories')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.map((c: { category_id: string }) => c.category_id)).toEqual(['sedan', 'suv'])
    expect(body[1]).toEqual({
      _id: suv.id,
      category_id: 'suv',
      bodyType: 'SUV',
      CategoryImage: suv.image,
    })
  })
})

describe('GET /api/featured-cars', () => {
  it('answers up to six featured Active cars, newest first, without the seller email', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z')
    for (let i = 0; i < 8; i++) {
      await buildCar(t.db, {
        sellerId: seller.id,
        categoryId: 'suv',
        isFeatured: true,
        name: `Featured ${i}`,
        createdAt: new Date(base + i * 1000),
      })
    }
    await buildCar(t.db, {
      sellerId: seller.id,
      categoryId: 'suv',
      isFeatured: true,
      status: 'Sold',
      createdAt: new Date(base + 99_000),
    })
    await buildCar(t.db, {
      sellerId: seller.id,
      categoryId: 'suv',
      isFeatured: false,
      createdAt: new Date(base + 98_000),
    })

    const res = await get('/api/featured-cars')
    expect(res.statusCode).toBe(200)
    const cars = res.json()
    expect(cars.map((c: { carName: string }) => c.carName)).toEqual([
      'Featured 7',
      'Featured 6',
      'Featured 5',
      'Featured 4',
      'Featured 3',
      'Featured 2',
    ])
    for (const car of cars) {
      expect(carSchema.parse(car)).toBeTruthy()
      expect(car).not.toHaveProperty('seller')
      expect(car.isFeatured).toBe(true)
      expect(car.status).toBe('Active')
      expect(car.sellerName).toBe('Harbor Auto')
    }
  })

  it('sends money in whole dollars', async () => {
    await buildCar(t.db, {
      sellerId: seller.id,
      categoryId: 'suv',
      isFeatured: true,
      priceCents: 3_150_000,
      resalePriceCents: 2_799_900,
      name: 'Money car',
      createdAt: new Date('2030-01-01'),
    })
    const [car] = (await get('/api/featured-cars')).json()
    expect(car).toMatchObject({ carName: 'Money car', price: 31500, resale_price: 27999 })
  })
})

describe('GET /api/allcars/byCategory/:id', () => {
  it('answers only the Active cars of that category', async () => {
    await buildCar(t.db, { sellerId: seller.id, categoryId: 'sedan', name: 'Sedan active' })
    await buildCar(t.db, {
      sellerId: seller.id,
      categoryId: 'sedan',
      name: 'Sedan booked',
      status: 'Booked',
    })
    const res = await get('/api/allcars/byCategory/sedan')
    expect(res.statusCode).toBe(200)
    expect(res.json().map((c: { carName: string }) => c.carName)).toEqual(['Sedan active'])
  })

  it('answers an empty list for a known category without cars', async () => {
    await buildCategory(t.db, { categoryId: 'coupe', bodyType: 'Coupe' })
    const res = await get('/api/allcars/byCategory/coupe')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('answers 404 JSON for an unknown category and 400 for a malformed id', async () => {
    const unknown = await get('/api/allcars/byCategory/tractor')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Category not found' })

    for (const bad of ["x'%20or%201=1--", '%25', 'A'.repeat(90)]) {
      const res = await get(`/api/allcars/byCategory/${bad}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Unknown category')
    }
    const huge = await get(`/api/allcars/byCategory/${'a'.repeat(5000)}`)
    expect(huge.statusCode).toBe(414)
    expect(huge.json().message).toBeTruthy()
  })
})

describe('GET /api/cars', () => {
  it('pages through the Active cars', async () => {
    const first = (await get('/api/cars?page=1&pageSize=5')).json()
    const second = (await get('/api/cars?page=2&pageSize=5')).json()
    expect(first.total).toBe(second.total)
    expect(first.total).toBeGreaterThan(10)
    expect(first.items).toHaveLength(5)
    const ids = [...first.items, ...second.items].map((c: { _id: string }) => c._id)
    expect(new Set(ids).size).toBe(10)
    expect(first.items.every((c: { status: string }) => c.status === 'Active')).toBe(true)
  })

  it('refuses nonsense paging with 400', async () => {
    for (const q of ['page=0', 'page=-1', 'pageSize=1000', 'page=abc', 'page=1e99']) {
      const res = await get(`/api/cars?${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json()).toHaveProperty('issues')
    }
  })
})

describe('GET /api/cars/:id/similar', () => {
  it('answers up to six Active cars of its body type, price band and model years, nearest first', async () => {
    await buildCategory(t.db, { categoryId: 'pickup', bodyType: 'Pickup Truck', position: 3 })
    // Sedans at $50,000 or so: other tests' cars (at $19,900, of no model year) are none of them.
    const car = (name: string, over: Partial<Parameters<typeof buildCar>[1]>) =>
      buildCar(t.db, {
        sellerId: seller.id,
        categoryId: 'sedan',
        name,
        make: 'Toyota',
        model: 'Camry',
        modelYear: 2019,
        resalePriceCents: 5_000_000,
        ...over,
      })
    // An odd price: the band's ends are whole cents.
    const asked = await car('Asked Camry', { resalePriceCents: 5_000_001 })
    await car('Pickup, same price and year', { categoryId: 'pickup', model: 'Tacoma' })
    await car('SUV, same price and year', { categoryId: suv.categoryId, model: 'RAV4' })
    await car('Camry, 4 % dearer', { resalePriceCents: 5_200_000 })
    await car('Accord, a year older', { make: 'Honda', model: 'Accord', modelYear: 2018 })
    await car('Sonata, 20 % cheaper', {
      make: 'Hyundai',
      model: 'Sonata',
      resalePriceCents: 4_000_000,
    })
    await car('Altima, 3 years newer, 10 % dearer', {
      make: 'Nissan',
      model: 'Altima',
      modelYear: 2022,
      resalePriceCents: 5_500_000,
    })
    await car('Camry, sold', { status: 'Sold' })
    await car('Camry, 31 % dearer', { resalePriceCents: 6_550_002 })
    await car('Camry, 4 years older', { modelYear: 2015 })
    await car('Camry, of no model year', { modelYear: null })

    const res = await get(`/api/cars/${asked.id}/similar`)
    expect(res.statusCode).toBe(200)
    // A model year apart counts as 6 % of the price apart.
    expect(res.json().map((c: { carName: string }) => c.carName)).toEqual([
      'Camry, 4 % dearer',
      'Accord, a year older',
      'Sonata, 20 % cheaper',
      'Altima, 3 years newer, 10 % dearer',
    ])
    const unknown = await get('/api/cars/00000000-0000-4000-8000-000000000000/similar')
    expect(unknown.statusCode).toBe(404)

    // Nothing like it: an empty list rather than a pickup.
    const lone = await car('Lone sedan', { resalePriceCents: 20_000_000 })
    expect((await get(`/api/cars/${lone.id}/similar`)).json()).toEqual([])
    // An older listing without a model year: by body type and price alone, still no pickup.
    const older = await car('Older listing', { make: null, model: null, modelYear: null })
    const alike = (await get(`/api/cars/${older.id}/similar`)).json()
    const names = alike.map((c: { carName: string }) => c.carName)
    expect(names).toHaveLength(6)
    expect(alike[0].resale_price).toBe(50000)
    expect(names).not.toContain('Camry, 31 % dearer')
    expect(alike.every((c: { carCategory: string }) => c.carCategory === 'sedan')).toBe(true)
  })
})

describe('operations and errors', () => {
  it('reports health and readiness', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' })
    const ready = await get('/api/ready')
    expect(ready.statusCode).toBe(200)
  })

  it('answers 404 JSON for unknown API paths and methods', async () => {
    const res = await get('/api/no-such-thing')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json().message).toMatch(/Not found/)
    const del = await t.app.inject({ method: 'DELETE', url: '/api/car-categories' })
    expect(del.statusCode).toBe(404)
  })

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await get('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/car-categories',
        '/api/featured-cars',
        '/api/allcars/byCategory/{id}',
      ]),
    )
    expect((await get('/api/docs')).statusCode).toBeLessThan(400)
  })

  it('describes the multipart bodies of the photo upload and the stock import', async () => {
    const { paths } = (await get('/api/docs/json')).json()
    const body = (path: string) =>
      paths[path].post.requestBody.content['multipart/form-data'].schema
    expect(body('/api/uploads')).toMatchObject({
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary' } },
    })
    expect(body('/api/dealers/{id}/imports')).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    })
  })

  it('sends security headers', async () => {
    const res = await get('/api/health')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
