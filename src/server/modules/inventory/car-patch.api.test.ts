import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars, notifications } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCategory, civicListing } from '../../../../tests/support/server/builders'
import { uploadedPhoto } from '../../../../tests/support/server/images'
import { logIn, signUp } from '../../../../tests/support/server/sessions'

/**
 * PATCH /api/allcars/{id} as a JSON merge patch (docs/api.md "Dealers"): only the fields sent
 * change, null clears an optional one, and the car it leaves is held to every rule of POST.
 */
let t: Awaited<ReturnType<typeof testApp>>
let seller: string
let dealerOwner: string
let other: string
let photo: string
let otherPhoto: string

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })

const uploadAs = (token: string) => uploadedPhoto(t.app, token)

const listing = (image: string, overrides: object = {}) =>
  civicListing(image, { color: 'Blue', ...overrides })

async function listed(token: string, image: string, overrides: object = {}) {
  const res = await send('POST', '/api/allcars', token, listing(image, overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().insertedId as string
}
const carOf = async (token: string, id: string) =>
  (await send('GET', '/api/allcars', token)).json().find((c: { _id: string }) => c._id === id)
const patch = (token: string, id: string, body: object) =>
  send('PATCH', `/api/allcars/${id}`, token, body)

beforeAll(async () => {
  t = await testApp()
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  for (const email of [
    'patch-seller@example.com',
    'patch-dealer@example.com',
    'patch-other@example.com',
  ]) {
    await signUp(t.app, { email, role: 'seller' })
  }
  await t.db.execute(sql`update users set email_verified = true`)
  seller = (await logIn(t.app, 'patch-seller@example.com', 'secret123')).token
  dealerOwner = (await logIn(t.app, 'patch-dealer@example.com', 'secret123')).token
  other = (await logIn(t.app, 'patch-other@example.com', 'secret123')).token
  photo = await uploadAs(seller)
  otherPhoto = await uploadAs(other)
})
afterAll(() => t.close())

describe('PATCH /api/allcars/{id}: a merge patch', () => {
  it('changes only the field sent; every other field stays as it was', async () => {
    const id = await listed(seller, photo)
    const before = await carOf(seller, id)
    const res = await patch(seller, id, { mileage: 52_400 })
    expect(res.statusCode, res.body).toBe(200)
    const after = await carOf(seller, id)
    expect(after).toEqual({ ...before, mileage: 52_400 })
  })

  it('clears an optional field sent as null', async () => {
    const id = await listed(seller, photo)
    expect((await patch(seller, id, { trim: null, color: null })).statusCode).toBe(200)
    expect(await carOf(seller, id)).toMatchObject({
      trim: null,
      color: null,
      carName: '2019 Honda Civic EX',
    })
  })

  it('refuses a required field set to null (400, naming it) and changes nothing', async () => {
    const id = await listed(seller, photo)
    for (const [field, message] of [
      ['origin', 'Origin is required'],
      ['price', 'Price is required'],
      ['model', 'Model is required'],
      ['image', 'Photo is required'],
    ]) {
      const res = await patch(seller, id, { [field!]: null, mileage: 1 })
      expect(res.statusCode, field).toBe(400)
      expect(res.json().issues, field).toContainEqual({ path: `body.${field}`, message })
    }
    expect(await carOf(seller, id)).toMatchObject({ origin: 'Japan', price: 24000, mileage: 51000 })
  })

  it('holds the POST’s rules over the car it leaves: prices, types, photos, ZIP codes', async () => {
    const id = await listed(seller, photo)
    const cases: [object, string][] = [
      [{ price: 17_000 }, 'Resale Price cannot be more than the Price (what the car cost new)'],
      [{ mileage: 'many' }, 'Mileage must be a number'],
      [{ image: otherPhoto }, 'Upload the photos again: one of them was not found'],
      [{ postalCode: '00000' }, 'We don’t know this ZIP code: check it for a typo'],
      [{ carCategory: 'tractor' }, 'Body Type is required'],
    ]
    for (const [body, message] of cases) {
      const res = await patch(seller, id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message, JSON.stringify(body)).toBe(message)
    }
    expect((await patch(other, id, { mileage: 1 })).statusCode).toBe(403)
  })

  it('adds a new asking price to the price history, and rates the car again', async () => {
    const id = await listed(seller, photo)
    expect((await patch(seller, id, { resale_price: 16_900 })).statusCode).toBe(200)
    const car = await carOf(seller, id)
    expect(car.priceHistory.map((p: { price: number }) => p.price)).toEqual([17_500, 16_900])
    expect(car).toMatchObject({
      resale_price: 16_900,
      price: 24_000,
      carName: '2019 Honda Civic EX',
    })
  })

  it('still takes the whole car, as the edit page sends it', async () => {
    const id = await listed(seller, photo)
    const res = await patch(seller, id, listing(photo, { carName: 'Civic, edited', trim: '' }))
    expect(res.statusCode, res.body).toBe(200)
    expect(await carOf(seller, id)).toMatchObject({ carName: 'Civic, edited', trim: null })
  })

  it('lets a dealer’s car leave out origin, price new, years of use, year of buying and mpg', async () => {
    const dealerPhoto = await uploadAs(dealerOwner)
    const made = await send('POST', '/api/dealers', dealerOwner, {
      name: 'Patch Motors',
      postalCode: '78704',
      city: 'Austin',
    })
    expect(made.statusCode, made.body).toBe(201)
    const id = await listed(dealerOwner, dealerPhoto)
    const cleared = {
      origin: null,
      price: null,
      years_of_used: null,
      buyingyear: null,
      milespergallon: null,
    }
    const res = await patch(dealerOwner, id, cleared)
    expect(res.statusCode, res.body).toBe(200)
    expect(await carOf(dealerOwner, id)).toMatchObject({ ...cleared, resale_price: 17_500 })
    // What stays required for everyone is still refused.
    expect((await patch(dealerOwner, id, { resale_price: null })).statusCode).toBe(400)
  })
})

describe('PATCH of a dealer’s car, and alongside other writes', () => {
  let owner: string
  let dealerId: string
  let buyer: { token: string; user: { _id: string } }
  let ownerPhoto: string

  beforeAll(async () => {
    await signUp(t.app, { email: 'patch-dealer2@example.com', role: 'seller' })
    await signUp(t.app, { email: 'patch-buyer@example.com', role: 'buyer' })
    await t.db.execute(sql`update users set email_verified = true`)
    owner = (await logIn(t.app, 'patch-dealer2@example.com', 'secret123')).token
    buyer = await logIn(t.app, 'patch-buyer@example.com', 'secret123')
    const made = await send('POST', '/api/dealers', owner, {
      name: 'Patch Motors Two',
      postalCode: '78704',
      city: 'Austin',
    })
    expect(made.statusCode, made.body).toBe(201)
    dealerId = made.json()._id
    ownerPhoto = await uploadAs(owner)
  })

  /** A car of the dealer, listed by its owner, with these photos (as its photo fetch leaves). */
  async function dealerCar(images?: string[]) {
    const id = await listed(owner, ownerPhoto)
    if (images) await t.db.update(cars).set({ images }).where(eq(cars.id, id))
    return id
  }
  const fetched = (n: number) =>
    Array.from({ length: n }, (_, i) => `/media/patch-fetched-${i}/800.webp`)
  const rowOf = async (id: string) => (await t.db.select().from(cars).where(eq(cars.id, id)))[0]!

  it('takes an edit of a dealer’s car with up to 40 photos; a seller’s stays at 12', async () => {
    const id = await dealerCar(fetched(14))
    const res = await patch(owner, id, { mileage: 1 })
    expect(res.statusCode, res.body).toBe(200)
    expect(await rowOf(id)).toMatchObject({ mileage: 1, images: fetched(14) })
    // The edit page sends the whole car, photos and all.
    const whole = listing(fetched(14)[0]!, { images: fetched(14), mileage: 2 })
    expect((await patch(owner, id, whole)).statusCode).toBe(200)
    expect((await rowOf(id)).images).toEqual(fetched(14))

    const own = await listed(seller, photo)
    const many = await patch(seller, own, { images: [photo, ...fetched(12)] })
    expect(many.statusCode).toBe(400)
    expect(many.json().message).toBe('At most 12 photos')
  })

  it('refuses a change to a dealer’s car’s photos, naming photoUrls, and changes nothing', async () => {
    const active = await dealerCar()
    const hidden = await dealerCar([])
    await t.db.update(cars).set({ status: 'Hidden' }).where(eq(cars.id, hidden))
    const added = await uploadAs(owner)
    for (const [id, body] of [
      [active, { image: null, images: [] }],
      [active, { images: [ownerPhoto, added] }],
      [hidden, { image: added, images: [added] }],
    ] as const) {
      const res = await patch(owner, id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(/photoUrls/)
    }
    expect(await rowOf(active)).toMatchObject({ status: 'Active', images: [ownerPhoto] })
    expect(await rowOf(hidden)).toMatchObject({ status: 'Hidden', images: [] })
  })

  const raisedCivic = (cents: number) => ({
    ...listing(ownerPhoto, { origin: undefined, image: undefined }),
    resale_price: cents / 100,
  })
  const priceCutsTold = () =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.user._id), eq(notifications.kind, 'alert.price_drop')),
      )

  /** A saved dealer's car of stock number `stock`, its price 17,500. */
  async function savedStock(stock: string) {
    const id = await dealerCar()
    await t.db.update(cars).set({ stockNumber: stock }).where(eq(cars.id, id))
    const saved = await send('PUT', `/api/wishlist/${id}`, buyer.token)
    expect(saved.statusCode, saved.body).toBeLessThan(300)
    return id
  }

  it('keeps a price a PUT raised after the PATCH read the car, and tells no saver of a cut', async () => {
    const id = await savedStock('P-1')
    // The PUT commits just before the PATCH's transaction: after the edit first read the car.
    const transaction = t.db.transaction.bind(t.db)
    let put: Awaited<ReturnType<typeof send>> | undefined
    t.db.transaction = (async (...args: Parameters<typeof transaction>) => {
      t.db.transaction = transaction
      put = await send(
        'PUT',
        `/api/dealers/${dealerId}/inventory/P-1`,
        owner,
        raisedCivic(1_850_000),
      )
      return transaction(...args)
    }) as typeof transaction
    const edited = await patch(owner, id, { description: 'Dealer serviced, two keys, new tyres.' })
    t.db.transaction = transaction
    expect(put?.statusCode, put?.body).toBeLessThan(300)
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await rowOf(id)).toMatchObject({
      resalePriceCents: 1_850_000,
      description: 'Dealer serviced, two keys, new tyres.',
    })
    expect(await priceCutsTold()).toEqual([])
  })

  it('keeps the price of a PUT at the same moment as a PATCH of another field', async () => {
    const id = await savedStock('P-2')
    const [put, edited] = await Promise.all([
      patch(owner, id, { description: 'Dealer serviced, two keys, new tyres.' }),
      send('PUT', `/api/dealers/${dealerId}/inventory/P-2`, owner, raisedCivic(1_900_000)),
    ])
    expect(put.statusCode, put.body).toBeLessThan(300)
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await rowOf(id)).resalePriceCents).toBe(1_900_000)
    expect(await priceCutsTold()).toEqual([])
  })
})
