import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/app'
import { buildCar, buildCategory } from '../../test/builders'
import { signUp } from '../../test/sessions'

// The whole app over a socket, its answer cache on as in production: stored public answers go
// out before Fastify (public-cache.ts answerEarly) and must be what Fastify itself sent.
let t: Awaited<ReturnType<typeof testApp>>
let base: string
let buyer: Awaited<ReturnType<typeof signUp>>
let carId: string
/** Requests that reached Fastify: an early answer does not count. */
let reached = 0

beforeAll(async () => {
  t = await testApp({ NODE_ENV: 'development' }, false, (app) =>
    app.addHook('onRequest', async () => {
      reached++
    }),
  )
  await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV' })
  const seller = await signUp(t.app, { email: 'early-seller@example.com', role: 'seller' })
  buyer = await signUp(t.app, { email: 'early-buyer@example.com', role: 'buyer' })
  for (let i = 0; i < 12; i++) {
    const car = await buildCar(t.db, {
      sellerId: seller.user._id,
      categoryId: 'suv',
      name: `2021 Toyota RAV4 ${i}`,
      isFeatured: true,
    })
    carId = car.id
  }
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    },
  )
}
const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest

describe('stored public answers over a socket', () => {
  it.each([
    '/api/car-categories',
    '/api/featured-cars',
    '/api/allcars/byCategory/suv',
    '/api/cars?q=toyota&sort=price_asc',
  ])('%s: later answers carry the same headers and bytes as the first', async (url) => {
    const asks: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br, zstd' }]
    for (const ask of asks) {
      const before = reached
      const [first, ...later] = [await get(url, ask), await get(url, ask), await get(url, ask)]
      // Fastify answered the first at most (a small answer goes uncompressed to everyone).
      expect(reached - before).toBeLessThanOrEqual(1)
      expect(first!.status).toBe(200)
      expect(first!.headers['content-security-policy']).toContain("default-src 'self'")
      expect(first!.headers['permissions-policy']).toContain('camera=()')
      for (const res of later) {
        expect(res.status).toBe(200)
        expect(withoutDate(res.headers)).toEqual(withoutDate(first!.headers))
        expect(res.body.equals(first!.body)).toBe(true)
      }
      const body =
        first!.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(first!.body)
          : first!.body
      expect(JSON.parse(body.toString())).toBeTruthy()
    }
  })

  it('the car detail stored for someone signed in is still refused to a visitor', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/featured-cars/${carId}`, { cookie: buyer.cookie })
      expect(res.status).toBe(200)
    }
    const before = reached
    const visitor = await get(`/api/featured-cars/${carId}`)
    expect(visitor.status).toBe(401)
    expect(reached).toBe(before + 1)
    expect(visitor.body.toString()).not.toContain('early-seller@example.com')
  })

  // Last: the app stops.
  it('while the server drains, a stored answer is a 503 that closes the connection', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/car-categories')).status).toBe(200)
    const drained = t.app.drain()
    const res = await get('/api/car-categories')
    expect(res.status).toBe(503)
    expect(res.headers.connection).toBe('close')
    await drained
  })
})
