import { beforeAll, describe, expect, it } from 'vitest'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { signedInPeople } from '../../../../tests/support/server/people'
import { signUp } from '../../../../tests/support/server/sessions'
import { appForFile } from '../../../../tests/support/server/file-app'

const t = appForFile()
let me: string, other: string, sellerId: string, category: string

beforeAll(async () => {
  ;[{ token: me }, { token: other }] = await signedInPeople(t, [
    ['wl-buyer@example.com', 'buyer'],
    ['wl-other@example.com', 'buyer'],
  ])
  sellerId = (await signUp(t.app, { email: 'wl-seller@example.com', role: 'seller' })).user._id
  category = (await buildCategory(t.db)).categoryId
})

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} })

describe('wish list', () => {
  it('saves and removes idempotently, counting the person’s saved cars', async () => {
    const a = await buildCar(t.db, { sellerId, categoryId: category, name: 'Saved A' })
    const b = await buildCar(t.db, { sellerId, categoryId: category, name: 'Saved B' })
    // In this order; saving or removing A a second time changes nothing.
    for (const [method, car, liked, count] of [
      ['PUT', a, true, 1],
      ['PUT', a, true, 1],
      ['PUT', b, true, 2],
      ['DELETE', a, false, 1],
      ['DELETE', a, false, 1],
    ] as const) {
      const res = await call(method, `/api/wishlist/${car.id}`, me)
      expect(res.json(), `${method} ${car.name}`).toEqual({ liked, count })
    }
    const list = (await call('GET', '/api/wishlist', me)).json()
    expect(list.map((i: { carName: string }) => i.carName)).toEqual(['Saved B'])
    expect(list[0].car).toMatchObject({ _id: b.id, status: 'Active' })
    expect((await call('GET', '/api/wishlist', other)).json()).toEqual([])
  })

  it('keeps sold and deleted cars on the list, saying what became of them', async () => {
    const sold = await buildCar(t.db, {
      sellerId,
      categoryId: category,
      name: 'Gone sold',
      status: 'Sold',
    })
    const gone = await buildCar(t.db, { sellerId, categoryId: category, name: 'Gone deleted' })
    await call('PUT', `/api/wishlist/${sold.id}`, other)
    await call('PUT', `/api/wishlist/${gone.id}`, other)
    const { cars } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    await t.db.delete(cars).where(eq(cars.id, gone.id))
    const list = (await call('GET', '/api/wishlist', other)).json()
    const byName = Object.fromEntries(list.map((i: { carName: string }) => [i.carName, i]))
    expect(byName['Gone sold'].car.status).toBe('Sold')
    expect(byName['Gone deleted'].car).toBeNull()

    // The removed listing's entry can still be taken off the list, by its own id.
    const removed = await call('DELETE', `/api/wishlist/${byName['Gone deleted']._id}`, other)
    expect(removed.json()).toEqual({ liked: false, count: 1 })
    const left = (await call('GET', '/api/wishlist', other)).json()
    expect(left.map((i: { carName: string }) => i.carName)).toEqual(['Gone sold'])
  })

  it('needs sign-in, a real car and a well-formed id', async () => {
    expect((await call('GET', '/api/wishlist')).statusCode).toBe(401)
    expect(
      (await call('PUT', '/api/wishlist/00000000-0000-4000-8000-000000000000', me)).statusCode,
    ).toBe(404)
    expect((await call('PUT', '/api/wishlist/nope', me)).statusCode).toBe(400)
  })
})

describe('POST /api/newsletter', () => {
  it('subscribes once, idempotently, and refuses a bad address', async () => {
    const post = (email: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } })
    expect((await post('News@Example.com')).json()).toEqual({ subscribed: true })
    expect((await post('news@example.com')).json()).toEqual({ subscribed: true })
    const bad = await post('not-an-email')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Enter a valid email address')
    expect((await post('')).json().message).toBe('Enter your email address')
    expect((await post(42)).statusCode).toBe(400)
  })
})
