import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars } from '../../db/schema'
import { testApp } from '../../test/app'
import { buildCar, buildCategory } from '../../test/builders'
import { logIn, signUp, signedInAdmin } from '../../test/sessions'

let t: Awaited<ReturnType<typeof testApp>>
type Caller = { token: string; user: { _id: string; email: string } }
let admin: Caller, buyer: Caller, seller: Caller, otherSeller: Caller

beforeAll(async () => {
  t = await testApp()
  await signUp(t.app, {
    email: 'b@example.com',
    role: 'buyer',
    firstName: 'Bea',
    lastName: 'Buyer',
  })
  await signUp(t.app, {
    email: 's@example.com',
    role: 'seller',
    firstName: 'Sol',
    lastName: 'Seller',
  })
  await signUp(t.app, {
    email: 's2@example.com',
    role: 'seller',
    firstName: 'Oto',
    lastName: 'Seller',
  })
  admin = await signedInAdmin(t, 'root@example.com', 'Root Admin')
  buyer = await logIn(t.app, 'b@example.com', 'secret123')
  seller = await logIn(t.app, 's@example.com', 'secret123')
  otherSeller = await logIn(t.app, 's2@example.com', 'secret123')
})
afterAll(() => t.close())

const call = (method: 'GET' | 'DELETE', url: string, who?: Caller) =>
  t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {} })

describe('GET /api/users/admin/:email and /api/users/seller/:email', () => {
  it('answers the person themself and the admin', async () => {
    expect((await call('GET', '/api/users/admin/root@example.com', admin)).json()).toEqual({
      isAdmin: true,
    })
    expect((await call('GET', '/api/users/admin/b@example.com', buyer)).json()).toEqual({
      isAdmin: false,
    })
    expect((await call('GET', '/api/users/seller/s@example.com', seller)).json()).toEqual({
      isSeller: true,
    })
    expect((await call('GET', '/api/users/seller/S@EXAMPLE.COM', seller)).json()).toEqual({
      isSeller: true,
    })
    expect((await call('GET', '/api/users/seller/b@example.com', buyer)).json()).toEqual({
      isSeller: false,
    })
    expect((await call('GET', '/api/users/seller/s@example.com', admin)).json()).toEqual({
      isSeller: true,
    })
  })

  it('refuses anyone else', async () => {
    expect((await call('GET', '/api/users/admin/root@example.com')).statusCode).toBe(401)
    expect((await call('GET', '/api/users/seller/s@example.com', buyer)).statusCode).toBe(403)
    expect((await call('GET', '/api/users/seller/s@example.com', otherSeller)).statusCode).toBe(403)
    expect((await call('GET', '/api/users/admin/root@example.com', seller)).statusCode).toBe(403)
  })
})

describe('GET /api/users?role=', () => {
  it('lists buyers and sellers for the admin only', async () => {
    const sellers = (await call('GET', '/api/users?role=seller', admin)).json()
    expect(sellers.map((u: { email: string }) => u.email)).toEqual([
      's@example.com',
      's2@example.com',
    ])
    expect(sellers[0]).toMatchObject({ name: 'Sol Seller', role: 'seller' })
    expect(sellers[0].createdAt).toBeTruthy()
    const buyers = (await call('GET', '/api/users?role=buyer', admin)).json()
    expect(buyers.map((u: { email: string }) => u.email)).toEqual(['b@example.com'])
    for (const who of [buyer, seller, otherSeller]) {
      expect((await call('GET', '/api/users?role=buyer', who)).statusCode).toBe(403)
    }
    expect((await call('GET', '/api/users?role=buyer')).statusCode).toBe(401)
    expect((await call('GET', '/api/users?role=admin', admin)).statusCode).toBe(400)
  })
})

describe('DELETE /api/users/:id', () => {
  it('is for the admin only', async () => {
    for (const who of [buyer, seller, otherSeller]) {
      expect((await call('DELETE', `/api/users/${buyer.user._id}`, who)).statusCode).toBe(403)
    }
    expect((await call('DELETE', `/api/users/${buyer.user._id}`)).statusCode).toBe(401)
  })

  it('refuses to delete an admin or the admin themself, and 404s an unknown id', async () => {
    const second = await signedInAdmin(t, 'admin2@example.com', 'Second Admin')
    expect((await call('DELETE', `/api/users/${admin.user._id}`, admin)).statusCode).toBe(403)
    expect((await call('DELETE', `/api/users/${second.user._id}`, admin)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/users/no-such-id', admin)).statusCode).toBe(404)
  })

  it('deletes that seller: sessions end at once, listings leave, sold cars stay on record', async () => {
    const category = await buildCategory(t.db)
    const active = await buildCar(t.db, {
      sellerId: otherSeller.user._id,
      categoryId: category.categoryId,
    })
    const sold = await buildCar(t.db, {
      sellerId: otherSeller.user._id,
      categoryId: category.categoryId,
      status: 'Sold',
    })
    const mine = await buildCar(t.db, {
      sellerId: seller.user._id,
      categoryId: category.categoryId,
    })

    const res = await call('DELETE', `/api/users/${otherSeller.user._id}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deletedCount: 1, Name: 'Oto Seller' })

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${otherSeller.token}` },
    })
    expect(me.json().user).toBeNull()
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 's2@example.com', password: 'secret123' },
    })
    expect(login.statusCode).toBe(401)
    const sellers = (await call('GET', '/api/users?role=seller', admin)).json()
    expect(sellers.map((u: { email: string }) => u.email)).toEqual(['s@example.com'])

    const left = await t.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.categoryId, category.categoryId))
    expect(left.map((c) => c.id).sort()).toEqual([sold.id, mine.id].sort())
    expect(left.map((c) => c.id)).not.toContain(active.id)
    // The address is free again for a new sign-up.
    await signUp(t.app, { email: 's2@example.com', role: 'buyer' })
  })
})
