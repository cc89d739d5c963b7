import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, cars, outbox } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { buildBooking, buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { brokenInvariants } from '../../../../tests/support/server/invariants'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'

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

const as = sessionCalls(() => t.app, 38)
const call = (
  method: 'GET' | 'DELETE' | 'POST' | 'PATCH',
  url: string,
  who?: Caller,
  body?: object,
) => as(who ?? null, method, url, body)
const searchIds = async (q: string) =>
  (await call('GET', `/api/cars?q=${encodeURIComponent(q)}`))
    .json()
    .items.map((c: { _id: string }) => c._id)
const find = async (query: string) =>
  (await call('GET', `/api/admin/users?${query}`, admin))
    .json()
    .map((p: { email: string }) => p.email)
const auditActions = async () =>
  (await call('GET', '/api/admin/audit', admin)).json().map((a: { action: string }) => a.action)
/**
 * The invariants of what this file changes: its cars' photos are made up (not uploads), and so
 * is the sold car of the deletion above (sold without a payment).
 */
const broken = async () => {
  const {
    ["listing photo that is not its seller's upload"]: _photos,
    ['car status disagrees with its payments']: _sold,
    ...rest
  } = await brokenInvariants(t.db)
  return rest
}

describe('GET /api/users/admin/:email and /api/users/seller/:email', () => {
  it('answers the person themself and the admin', async () => {
    for (const [url, who, answer] of [
      ['/api/users/admin/root@example.com', admin, { isAdmin: true }],
      ['/api/users/admin/b@example.com', buyer, { isAdmin: false }],
      ['/api/users/seller/s@example.com', seller, { isSeller: true }],
      ['/api/users/seller/S@EXAMPLE.COM', seller, { isSeller: true }],
      ['/api/users/seller/b@example.com', buyer, { isSeller: false }],
      ['/api/users/seller/s@example.com', admin, { isSeller: true }],
    ] as const) {
      expect((await call('GET', url, who)).json(), url).toEqual(answer)
    }
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

describe('GET /api/admin/users', () => {
  it('finds people by name or e-mail, role and state, newest first, for the admin only', async () => {
    await signUp(t.app, { email: 'people-ann@example.com', role: 'buyer', firstName: 'Annika' })
    expect(await find('q=annika')).toEqual(['people-ann@example.com'])
    expect(await find('q=PEOPLE-ANN')).toEqual(['people-ann@example.com'])
    const buyers = (await call('GET', '/api/admin/users?role=buyer', admin)).json()
    expect(buyers[0].email).toBe('people-ann@example.com')
    expect(buyers.map((p: { email: string }) => p.email)).toContain('b@example.com')
    expect(buyers.every((p: { role: string }) => p.role === 'buyer')).toBe(true)
    expect(await find('role=admin')).toContain('root@example.com')
    expect(await find('state=suspended')).toEqual([])
    expect(await find('q=%25')).toEqual([])
    const [ann] = (await call('GET', '/api/admin/users?q=annika', admin)).json()
    expect(ann).toMatchObject({
      role: 'buyer',
      suspendedAt: null,
      suspensionNote: null,
      listings: 0,
    })
    expect((await call('GET', '/api/admin/users?role=robot', admin)).statusCode).toBe(400)
    for (const who of [buyer, seller]) {
      expect((await call('GET', '/api/admin/users', who)).statusCode).toBe(403)
    }
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401)
  })
})

describe('POST /api/admin/users/:id/suspend and /unsuspend', () => {
  it('suspends with a note: sessions end, sign-in refused, listings hidden, test drives off', async () => {
    await signUp(t.app, { email: 'shady@example.com', role: 'seller', firstName: 'Shady' })
    const shady = await logIn(t.app, 'shady@example.com', 'secret123')
    const { categoryId } = await buildCategory(t.db)
    const car = await buildCar(t.db, {
      sellerId: shady.user._id,
      categoryId,
      name: '2015 Quokka Wagon',
    })
    const drive = await buildBooking(t.db, { carId: car.id, buyerId: buyer.user._id })
    expect(await searchIds('quokka')).toEqual([car.id])
    const person = `/api/admin/users/${shady.user._id}`

    const suspended = await call('POST', `${person}/suspend`, admin, {
      note: 'Asked for gift cards.',
    })
    expect(suspended.statusCode).toBe(200)
    expect(suspended.json()).toEqual({ done: true })

    expect((await call('GET', '/api/auth/me', shady)).json().user ?? null).toBeNull()
    const login = await call('POST', '/api/auth/login', undefined, {
      email: 'shady@example.com',
      password: 'secret123',
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().message).toMatch(/^This account is suspended/)
    expect(await searchIds('quokka')).toEqual([])
    expect((await call('GET', `/api/sellers/${shady.user._id}`)).statusCode).toBe(404)
    const [calledOff] = await t.db.select().from(bookings).where(eq(bookings.id, drive.id))
    expect(calledOff!.status).toBe('cancelled')
    const mail = await t.db.select().from(outbox).where(eq(outbox.kind, 'account.suspended'))
    expect(mail.map((m) => m.to)).toEqual(['shady@example.com'])
    expect(mail[0]!.text).toContain('Asked for gift cards.')
    const listed = (await call('GET', '/api/admin/users?state=suspended', admin)).json()
    expect(listed.map((p: { email: string }) => p.email)).toEqual(['shady@example.com'])
    expect(listed[0]).toMatchObject({ suspensionNote: 'Asked for gift cards.', listings: 1 })
    expect(await auditActions()).toContain('user.suspend')
    expect(await broken()).toEqual({})

    // Once is enough; lifting it lets them sign in and brings the listing back.
    expect((await call('POST', `${person}/suspend`, admin, { note: 'Again' })).statusCode).toBe(409)
    // With no note, or an empty one (the page's dialog sends what was typed).
    expect((await call('POST', `${person}/unsuspend`, admin, { note: ' ' })).statusCode).toBe(200)
    expect((await call('POST', `${person}/unsuspend`, admin, {})).statusCode).toBe(409)
    await logIn(t.app, 'shady@example.com', 'secret123')
    expect(await searchIds('quokka')).toEqual([car.id])
    expect((await auditActions()).slice(0, 2)).toEqual(['user.unsuspend', 'user.suspend'])
    expect(await find('state=active')).toContain('shady@example.com')

    // A listing an admin hid stays hidden through a suspension and its end.
    await call('PATCH', `/api/admin/cars/${car.id}`, admin, { hidden: true, note: 'Stock photo' })
    await call('POST', `${person}/suspend`, admin, { note: 'Second strike' })
    await call('POST', `${person}/unsuspend`, admin, {})
    expect(await searchIds('quokka')).toEqual([])
    expect(await broken()).toEqual({})
  })

  it('refuses an admin, the unknown, no note, and anyone but an admin', async () => {
    const url = (id: string, move = 'suspend') => `/api/admin/users/${id}/${move}`
    expect((await call('POST', url(admin.user._id), admin, { note: 'x' })).statusCode).toBe(403)
    expect((await call('POST', url('nobody'), admin, { note: 'x' })).statusCode).toBe(404)
    expect((await call('POST', url('nobody', 'unsuspend'), admin, {})).statusCode).toBe(404)
    const empty = await call('POST', url(buyer.user._id), admin, { note: ' ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Say why: the person is told')
    for (const who of [buyer, seller]) {
      expect((await call('POST', url(buyer.user._id), who, { note: 'x' })).statusCode).toBe(403)
      expect((await call('POST', url(buyer.user._id, 'unsuspend'), who, {})).statusCode).toBe(403)
    }
    expect((await call('POST', url(buyer.user._id), undefined, { note: 'x' })).statusCode).toBe(401)
  })
})
