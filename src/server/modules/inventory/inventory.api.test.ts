import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cars } from '../../db/schema'
import { buildCategory, civicListing } from '../../../../tests/support/server/builders'
import { uploadedPhoto } from '../../../../tests/support/server/images'
import { signedInPeople } from '../../../../tests/support/server/people'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'
import { appForFile } from '../../../../tests/support/server/file-app'

const t = appForFile()
let seller: string, other: string, buyer: string, admin: string
let photo: string, otherPhoto: string

const uploadAs = (token: string) => uploadedPhoto(t.app, token)

beforeAll(async () => {
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  await signUp(t.app, {
    email: 'inv-seller@example.com',
    role: 'seller',
    firstName: 'Ivy',
    lastName: 'Seller',
  })
  seller = (await logIn(t.app, 'inv-seller@example.com', 'secret123')).token
  ;[{ token: other }, { token: buyer }] = await signedInPeople(t, [
    ['inv-other@example.com', 'seller'],
    ['inv-buyer@example.com', 'buyer'],
  ])
  admin = (await signedInAdmin(t, 'inv-admin@example.com')).token
  photo = await uploadAs(seller)
  otherPhoto = await uploadAs(other)
})

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} })

const listing = (overrides: object = {}) => civicListing(photo, overrides)

describe('POST /api/allcars', () => {
  it('lists a car for a seller; seller, status and featured flag are the server’s', async () => {
    const res = await send('POST', '/api/allcars', seller, {
      ...listing({
        vin: '1M8GDM9AXKP042788',
        fuelType: 'Petrol',
        transmission: 'Manual',
        color: 'Blue',
      }),
      seller: 'someone-else@example.com',
      status: 'Sold',
      isFeatured: true,
    })
    expect(res.statusCode).toBe(201)
    const { acknowledged, insertedId } = res.json()
    expect(acknowledged).toBe(true)

    const mine = (await send('GET', '/api/allcars', seller)).json()
    const car = mine.find((c: { _id: string }) => c._id === insertedId)
    expect(car).toMatchObject({
      seller: 'inv-seller@example.com',
      sellerName: 'Ivy Seller',
      status: 'Active',
      isFeatured: false,
      price: 24000,
      resale_price: 17500,
      vin: '1M8GDM9AXKP042788',
      image: photo,
      images: [photo],
      // The make as its maker writes it, and the place from the ZIP code.
      make: 'Honda',
      model: 'Civic',
      modelYear: 2019,
      trim: 'EX',
      postalCode: '78704',
      city: 'Austin',
      state: 'TX',
    })
    const public_ = (await send('GET', '/api/allcars/byCategory/sedan')).json()
    expect(public_.map((c: { _id: string }) => c._id)).toContain(insertedId)
  })

  it('writes the make as its maker does, whatever the case the seller typed', async () => {
    const res = await send('POST', '/api/allcars', seller, listing({ company: 'mercedes' }))
    const car = (await send('GET', '/api/allcars', seller))
      .json()
      .find((c: { _id: string }) => c._id === res.json().insertedId)
    expect(car).toMatchObject({ company: 'mercedes', make: 'Mercedes-Benz' })
  })

  it('is for sellers only', async () => {
    expect((await send('POST', '/api/allcars', buyer, listing())).statusCode).toBe(403)
    expect((await send('POST', '/api/allcars', undefined, listing())).statusCode).toBe(401)
  })

  it('refuses bad numbers, unknown categories, bad VINs and other sellers’ photos', async () => {
    const cases: [object, string][] = [
      [{ price: -1 }, 'Price must be more than 0'],
      [{ price: 'abc' }, 'Price must be a number'],
      [{ resale_price: 0 }, 'Resale Price must be more than 0'],
      [
        { price: 17000, resale_price: 17500 },
        'Resale Price cannot be more than the Price (what the car cost new)',
      ],
      [{ mileage: -5 }, 'Mileage cannot be negative'],
      [{ years_of_used: 1.5 }, 'Years of use must be a whole number'],
      [{ buyingyear: '2999-01-01' }, 'Year of buying cannot be in the future'],
      [{ vin: '1M8GDM9A1KP042788' }, "This VIN's check digit does not match: check it for a typo"],
      [{ modelYear: 1899 }, 'Model year must be 1900 or later'],
      [{ modelYear: new Date().getFullYear() + 2 }, 'Model year cannot be in the future'],
      [{ postalCode: '7870' }, 'Enter a 5-digit ZIP code'],
      [{ postalCode: '00000' }, 'We don’t know this ZIP code: check it for a typo'],
      [{ model: '' }, 'Model is required'],
      [{ carCategory: 'tractor' }, 'Body Type is required'],
      [{ image: otherPhoto }, 'Upload the photos again: one of them was not found'],
      [{ image: 'https://evil.example/x.jpg' }, 'Photo is required'],
      [{ carName: '' }, 'Name is required'],
    ]
    for (const [change, message] of cases) {
      const res = await send('POST', '/api/allcars', seller, listing(change))
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json().message, JSON.stringify(change)).toBe(message)
    }
  })
})

describe('GET, PUT, PATCH and DELETE /api/allcars', () => {
  let id: string
  beforeAll(async () => {
    id = (await send('POST', '/api/allcars', seller, listing({ carName: 'Feature me' }))).json()
      .insertedId
    await send(
      'POST',
      '/api/allcars',
      other,
      listing({ carName: 'Other seller car', image: otherPhoto }),
    )
  })

  it('shows a seller only their own cars and the admin every car', async () => {
    const names = (token: string) =>
      send('GET', '/api/allcars', token).then((r) =>
        r.json().map((c: { carName: string }) => c.carName),
      )
    expect(await names(seller)).not.toContain('Other seller car')
    expect(await names(other)).toEqual(['Other seller car'])
    expect(await names(admin)).toEqual(expect.arrayContaining(['Other seller car', 'Feature me']))
    expect((await send('GET', '/api/allcars', buyer)).statusCode).toBe(403)
    expect((await send('GET', '/api/allcars')).statusCode).toBe(401)
  })

  it('sets featured for the owner only, once', async () => {
    expect((await send('PUT', `/api/allcars/${id}`, other)).statusCode).toBe(403)
    expect((await send('PUT', `/api/allcars/${id}`, buyer)).statusCode).toBe(403)
    const first = await send('PUT', `/api/allcars/${id}`, seller)
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 })
    expect((await send('PUT', `/api/allcars/${id}`, seller)).json().modifiedCount).toBe(0)
    const featured = (await send('GET', '/api/featured-cars')).json()
    expect(featured.map((c: { _id: string }) => c._id)).toContain(id)
  })

  it('takes a car off FEATURED CARS, and features only a car for sale', async () => {
    const car = (
      await send('POST', '/api/allcars', seller, listing({ carName: 'Star car' }))
    ).json().insertedId as string
    const featuredIds = async () =>
      (await send('GET', '/api/featured-cars')).json().map((c: { _id: string }) => c._id)
    expect((await send('PUT', `/api/allcars/${car}`, seller)).json().modifiedCount).toBe(1)
    expect(await featuredIds()).toContain(car)
    expect((await send('DELETE', `/api/allcars/${car}/featured`, other)).statusCode).toBe(403)
    const off = await send('DELETE', `/api/allcars/${car}/featured`, seller)
    expect(off.json()).toEqual({ acknowledged: true, modifiedCount: 1 })
    expect(await featuredIds()).not.toContain(car)

    // Booked: not shown as featured, and not featured anew.
    expect((await send('PUT', `/api/allcars/${car}`, seller)).json().modifiedCount).toBe(1)
    await t.db.update(cars).set({ status: 'Booked' }).where(eq(cars.id, car))
    expect((await send('GET', `/api/featured-cars/${car}`, buyer)).json().isFeatured).toBe(false)
    expect(await featuredIds()).not.toContain(car)
    await send('DELETE', `/api/allcars/${car}/featured`, seller)
    const refused = await send('PUT', `/api/allcars/${car}`, seller)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Only a car for sale can be featured')
  })

  it('edits an Active listing for its owner', async () => {
    expect(
      (await send('PATCH', `/api/allcars/${id}`, other, listing({ carName: 'Hijacked' })))
        .statusCode,
    ).toBe(403)
    const res = await send(
      'PATCH',
      `/api/allcars/${id}`,
      seller,
      listing({ carName: 'Feature me (edited)', price: 23000 }),
    )
    expect(res.statusCode).toBe(200)
    const car = (await send('GET', `/api/featured-cars/${id}`, buyer)).json()
    expect(car).toMatchObject({ carName: 'Feature me (edited)', price: 23000, isFeatured: true })
  })

  it('keeps every asking price, and tells those who saved the car of a cut', async () => {
    const listed = await send('POST', '/api/allcars', seller, listing({ carName: 'Priced' }))
    const carId = listed.json().insertedId
    expect((await send('PUT', `/api/wishlist/${carId}`, buyer)).statusCode).toBe(200)
    const history = async () =>
      (await send('GET', `/api/featured-cars/${carId}`, buyer))
        .json()
        .priceHistory.map((p: { price: number }) => p.price)
    const told = async () =>
      (await send('GET', '/api/notifications', buyer))
        .json()
        .items.filter((n: { kind: string }) => n.kind === 'alert.price_drop')
    expect(await history()).toEqual([17500])

    const edit = (resale_price: number) =>
      send('PATCH', `/api/allcars/${carId}`, seller, listing({ carName: 'Priced', resale_price }))
    // Other words, same price: nothing new. A rise: kept, nobody told. A cut: kept, and told.
    await edit(17500)
    await edit(18000)
    expect(await history()).toEqual([17500, 18000])
    expect(await told()).toEqual([])
    await edit(16500)
    expect(await history()).toEqual([17500, 18000, 16500])
    expect(await told()).toEqual([
      expect.objectContaining({
        title: 'Price cut: Priced',
        body: 'The Priced you saved is now $16,500, down from $18,000.',
        link: `/featured-cars/${carId}`,
      }),
    ])
  })

  it('deletes for the owner or the admin; others get 403, unknown ids 404', async () => {
    expect((await send('DELETE', `/api/allcars/${id}`, other)).statusCode).toBe(403)
    expect((await send('DELETE', `/api/allcars/${id}`, buyer)).statusCode).toBe(403)
    expect((await send('DELETE', `/api/allcars/${id}`, seller)).json()).toEqual({ deletedCount: 1 })
    expect((await send('DELETE', `/api/allcars/${id}`, seller)).statusCode).toBe(404)
    expect((await send('DELETE', '/api/allcars/not-a-uuid', seller)).statusCode).toBe(400)
    const otherCar = (await send('GET', '/api/allcars', other)).json()[0]._id
    expect((await send('DELETE', `/api/allcars/${otherCar}`, admin)).json()).toEqual({
      deletedCount: 1,
    })
  })
})

describe('GET /api/featured-cars/:id', () => {
  it('needs sign-in, and shows the seller by name (their address only to them)', async () => {
    const id = (
      await send('POST', '/api/allcars', seller, listing({ carName: 'Detail car' }))
    ).json().insertedId
    expect((await send('GET', `/api/featured-cars/${id}`)).statusCode).toBe(401)
    const res = await send('GET', `/api/featured-cars/${id}`, buyer)
    expect(res.json()).toMatchObject({ carName: 'Detail car', sellerName: 'Ivy Seller' })
    expect(res.json()).not.toHaveProperty('seller')
    const own = await send('GET', `/api/featured-cars/${id}`, seller)
    expect(own.json()).toMatchObject({ carName: 'Detail car', seller: 'inv-seller@example.com' })
    const unknown = await send(
      'GET',
      '/api/featured-cars/00000000-0000-4000-8000-000000000000',
      buyer,
    )
    expect(unknown.statusCode).toBe(404)
  })
})
