import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory, buildUser } from '../../../../tests/support/server/builders'
import { signUp } from '../../../../tests/support/server/sessions'

// With the catalogue's data kept for CATALOGUE_CACHE_TTL's default 5 s, as in production.
let t: Awaited<ReturnType<typeof testApp>>
let seller: Awaited<ReturnType<typeof signUp>>
let buyer: Awaited<ReturnType<typeof signUp>>
let carId: string

beforeAll(async () => {
  t = await testApp()
  await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV' })
  seller = await signUp(t.app, { email: 'cache-seller@example.com', role: 'seller' })
  buyer = await signUp(t.app, { email: 'cache-buyer@example.com', role: 'buyer' })
  // Another seller's featured cars: the seller's own one below is within their limit.
  const dealer = await buildUser(t.db, { role: 'seller' })
  for (let i = 0; i < 12; i++) {
    await buildCar(t.db, {
      sellerId: dealer.id,
      categoryId: 'suv',
      name: `2021 Toyota RAV4 ${i}`,
      isFeatured: true,
      createdAt: new Date(Date.now() - 60_000 + i),
    })
  }
  // The newest car, not featured yet.
  carId = (await buildCar(t.db, { sellerId: seller.user._id, categoryId: 'suv' })).id
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

const publicUrls = [
  '/api/car-categories',
  '/api/featured-cars',
  '/api/allcars/byCategory/suv',
  '/api/cars?q=toyota&sort=price_asc',
]

describe('public catalogue answers', () => {
  it.each(publicUrls)('%s has an ETag, browser revalidation and CDN caching', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(res.headers['cache-control']).toBe('public, no-cache')
    expect(res.headers['cdn-cache-control']).toBe('public, max-age=10, stale-while-revalidate=60')
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toBeTruthy()

    const again = await get(url, { 'if-none-match': res.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(res.headers.etag)

    const other = await get(url, { 'if-none-match': 'W/"something-else"' })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(res.body)
  })

  it('an unknown category is still a 404, not cached as a list', async () => {
    const res = await get('/api/allcars/byCategory/tractor')
    expect(res.statusCode).toBe(404)
    expect(res.headers.etag).toBeUndefined()
  })

  it('a write through the API changes the answer and its ETag at once', async () => {
    const before = await get('/api/featured-cars')
    const listed = before.json().map((c: { _id: string }) => c._id)
    expect(listed).not.toContain(carId)
    const featured = await t.app.inject({
      method: 'PUT',
      url: `/api/allcars/${carId}`,
      headers: { cookie: seller.cookie },
    })
    expect(featured.statusCode).toBe(200)

    const after = await get('/api/featured-cars', {
      'if-none-match': before.headers.etag as string,
    })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.json().map((c: { _id: string }) => c._id)).toContain(carId)
  })

  it('is compressed for clients that accept brotli', async () => {
    const res = await get('/api/cars?pageSize=12', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString())
    expect(body.items).toHaveLength(12)
  })

  it('bounds a category list with limit and offset', async () => {
    const first = (await get('/api/allcars/byCategory/suv?limit=5')).json()
    const next = (await get('/api/allcars/byCategory/suv?limit=5&offset=5')).json()
    expect(first).toHaveLength(5)
    expect(next).toHaveLength(5)
    expect(next.map((c: { _id: string }) => c._id)).not.toContain(first[0]._id)
    const bad = await get('/api/allcars/byCategory/suv?limit=5000')
    expect(bad.statusCode).toBe(400)
  })
})

describe('answers that depend on the session', () => {
  it('the signed-in car detail is private and never stored', async () => {
    // Its seller reads their address on it; the buyer after them does not.
    const own = await get(`/api/featured-cars/${carId}`, { cookie: seller.cookie })
    expect(own.json().seller).toBe('cache-seller@example.com')
    const res = await get(`/api/featured-cars/${carId}`, { cookie: buyer.cookie })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('cache-seller@example.com')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers.etag).toBeUndefined()
  })

  it('a stored car detail is still refused to a visitor who is not signed in', async () => {
    const signedIn = await get(`/api/featured-cars/${carId}`, { cookie: buyer.cookie })
    expect(signedIn.statusCode).toBe(200)
    const visitor = await get(`/api/featured-cars/${carId}`)
    expect(visitor.statusCode).toBe(401)
    expect(visitor.body).not.toContain('cache-seller@example.com')
  })

  it('a remembered session still ends at once on sign-out', async () => {
    const person = await signUp(t.app, { email: 'cache-leaver@example.com', role: 'buyer' })
    // Twice, so the second answer comes from the remembered lookup.
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/featured-cars/${carId}`, { cookie: person.cookie })
      expect(res.statusCode).toBe(200)
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: person.cookie },
    })
    expect(out.statusCode).toBe(200)
    const after = await get(`/api/featured-cars/${carId}`, { cookie: person.cookie })
    expect(after.statusCode).toBe(401)
  })
})
