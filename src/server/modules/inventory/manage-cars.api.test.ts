import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { logIn, signUp } from '../../../../tests/support/server/sessions'

/**
 * GET /api/allcars for a dealer's lot (Manage Cars): each car's stock number, `?stock=` to find
 * cars by it, and pages of `limit` from `offset`, newest first.
 */
let t: Awaited<ReturnType<typeof testApp>>
let owner: { token: string; user: { _id: string } }
let rival: { token: string; user: { _id: string } }
let dealerId: string

const mine = async (query: string, token = owner.token) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/allcars${query}`,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { stockNumber: string | null; carName: string }[]
}

beforeAll(async () => {
  t = await testApp()
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  for (const email of ['lot-owner@example.com', 'lot-rival@example.com']) {
    await signUp(t.app, { email, role: 'seller' })
  }
  await t.db.execute(sql`update users set email_verified = true`)
  owner = await logIn(t.app, 'lot-owner@example.com', 'secret123')
  rival = await logIn(t.app, 'lot-rival@example.com', 'secret123')
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/dealers',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { name: 'Big Lot Motors', postalCode: '78704', city: 'Austin' },
  })
  expect(made.statusCode, made.body).toBe(201)
  dealerId = made.json()._id
  // 120 cars, the newest last made: A-0001 … A-0120, a few with other prefixes.
  for (let i = 1; i <= 120; i++) {
    const stockNumber = i % 40 === 0 ? `B_${i}` : `A-${String(i).padStart(4, '0')}`
    await buildCar(t.db, {
      sellerId: owner.user._id,
      dealerId,
      stockNumber,
      categoryId: 'sedan',
      name: `Car ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })
  }
  // A rival's car with a stock number that would match: never in the owner's list.
  await buildCar(t.db, { sellerId: rival.user._id, categoryId: 'sedan', stockNumber: 'A-0001' })
})
afterAll(() => t.close())

describe('GET /api/allcars for a dealer', () => {
  it('answers pages, newest first, each car with its stock number', async () => {
    const first = await mine('?limit=50')
    expect(first).toHaveLength(50)
    expect(first[0]).toMatchObject({ carName: 'Car 120', stockNumber: 'B_120' })
    expect(first[1]).toMatchObject({ carName: 'Car 119', stockNumber: 'A-0119' })
    const third = await mine('?limit=50&offset=100')
    expect(third.map((c) => c.carName)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Car ${20 - i}`),
    )
  })

  it('finds cars by any part of the stock number, in any case; wildcards are plain text', async () => {
    expect((await mine('?stock=007')).map((c) => c.stockNumber)).toEqual([
      'A-0079',
      'A-0078',
      'A-0077',
      'A-0076',
      'A-0075',
      'A-0074',
      'A-0073',
      'A-0072',
      'A-0071',
      'A-0070',
      'A-0007',
    ])
    expect((await mine('?stock=0042')).map((c) => c.stockNumber)).toEqual(['A-0042'])
    expect((await mine('?stock=a-0042')).map((c) => c.stockNumber)).toEqual(['A-0042'])
    // `_` matches only an underscore, `%` nothing.
    expect((await mine('?stock=B_')).map((c) => c.stockNumber)).toEqual(['B_120', 'B_80', 'B_40'])
    expect(await mine('?stock=%25')).toEqual([])
    expect(await mine('?stock=Z-9')).toEqual([])
  })

  it('keeps to the caller’s cars, and refuses an overlong search', async () => {
    expect((await mine('?stock=A-0001', rival.token)).map((c) => c.stockNumber)).toEqual(['A-0001'])
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/allcars?stock=${'x'.repeat(41)}`,
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(res.statusCode).toBe(400)
  })
})
