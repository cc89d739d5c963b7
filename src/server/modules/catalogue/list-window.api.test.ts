import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { signUp } from '../../../../tests/support/server/sessions'

// Lists that answer plain arrays are bounded: newest first, `limit` (default 100) and `offset`.
let t: Awaited<ReturnType<typeof testApp>>
let seller: Awaited<ReturnType<typeof signUp>>
let buyer: Awaited<ReturnType<typeof signUp>>
const carIds: string[] = []

beforeAll(async () => {
  t = await testApp()
  await buildCategory(t.db, { categoryId: 'suv' })
  seller = await signUp(t.app, { email: 'lw-seller@example.com', role: 'seller' })
  buyer = await signUp(t.app, { email: 'lw-buyer@example.com', role: 'buyer' })
  // Three test drive requests at once need a confirmed address.
  await t.db.execute(sql`update users set email_verified = true`)
  for (let i = 0; i < 3; i++) {
    const car = await buildCar(t.db, {
      sellerId: seller.user._id,
      categoryId: 'suv',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })
    carIds.push(car.id)
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: buyer.cookie },
      payload: { car_id: car.id, phone: '+1 555 010 9999', meeting_location: 'Main St' },
    })
    expect(booked.statusCode).toBe(201)
  }
})
afterAll(() => t.close())

const get = async (url: string, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return res.json() as { _id: string; car_id?: string }[]
}

describe('bounded lists', () => {
  it("pages a seller's bookings newest first", async () => {
    const all = await get('/api/seller/bookings', seller.cookie)
    expect(all.map((b) => b.car_id)).toEqual([...carIds].reverse())
    const first = await get('/api/seller/bookings?limit=2', seller.cookie)
    const rest = await get('/api/seller/bookings?limit=2&offset=2', seller.cookie)
    expect([...first, ...rest].map((b) => b._id)).toEqual(all.map((b) => b._id))
  })

  it("pages a buyer's bookings and a seller's cars", async () => {
    expect(await get('/api/bookings?limit=1', buyer.cookie)).toHaveLength(1)
    expect(await get('/api/bookings', buyer.cookie)).toHaveLength(3)
    const cars = await get('/api/allcars?limit=2&offset=1', seller.cookie)
    expect(cars.map((c) => c._id)).toEqual([carIds[1], carIds[0]])
  })

  it('refuses a limit outside 1 to 500 with a clear 400', async () => {
    for (const q of ['limit=0', 'limit=501', 'limit=ten', 'offset=-1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bookings?${q}`,
        headers: { cookie: buyer.cookie },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/limit|offset/)
    }
  })
})
