import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectedPriceCents, rateDeal, type DealCar, type DealListing } from '#shared/deals'
import { cars, users } from '../../db/schema'
import { buildBooking, buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { uploadedPhoto } from '../../../../tests/support/server/images'
import { bearerCalls } from '../../../../tests/support/server/inject'
import { brokenInvariants } from '../../../../tests/support/server/invariants'
import { signedInPeople } from '../../../../tests/support/server/people'
import { appForFile } from '../../../../tests/support/server/file-app'
import { recomputeDealRatings } from './service'

const t = appForFile()
let seller: string, sellerId: string, buyer: string, photo: string

beforeAll(async () => {
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV' })
  await buildCategory(t.db, { categoryId: 'coupe', bodyType: 'Coupe' })
  const [me, them] = await signedInPeople(t, [
    ['deal-seller@example.com', 'seller'],
    ['deal-buyer@example.com', 'buyer'],
  ])
  seller = me.token
  sellerId = me.user._id
  buyer = them.token
  photo = await uploadedPhoto(t.app, seller)
})
afterAll(async () => {
  expect(await brokenInvariants(t.db)).toEqual({})
})

type Listing = {
  model: string
  modelYear?: number
  price?: number
  mileage?: number
  condition?: 'Excellent' | 'Good' | 'Fair'
  company?: string
  /** The body type (category id); sedan unless said. */
  category?: string
  /** The price new, dollars; $30,000 (or the asking price, if more) unless said. */
  priceNew?: number
}
const body = ({ model, modelYear = 2019, price = 20000, mileage = 50000, ...rest }: Listing) => ({
  carName: `${modelYear} Toyota ${model}`,
  origin: 'Japan',
  price: rest.priceNew ?? Math.max(30000, price),
  resale_price: price,
  years_of_used: 6,
  carCategory: rest.category ?? 'sedan',
  description: 'Clean title, one owner, full service history and new brakes.',
  milespergallon: 33,
  buyingyear: `${modelYear}-04-12`,
  company: rest.company ?? 'Toyota',
  model,
  modelYear,
  postalCode: '78704',
  city: 'Austin',
  condition: rest.condition ?? 'Good',
  mileage,
  image: photo,
})

const send = bearerCalls(() => t.app, 44)
/** The answer of a call as the seller (or as `who`), which must have the status `status`. */
async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  status: number,
  payload?: object,
  who = seller,
) {
  const res = await send(method, url, who, payload)
  expect(res.statusCode, res.body).toBe(status)
  return res.json()
}

/** Lists a car through the API, as a seller does; its id. */
const list = async (listing: Listing) =>
  (await call('POST', '/api/allcars', 201, body(listing))).insertedId as string
const edit = (id: string, listing: Listing) =>
  call('PATCH', `/api/allcars/${id}`, 200, body(listing))
const remove = (id: string) => call('DELETE', `/api/allcars/${id}`, 200)

/** The car's deal rating as the detail page gets it. */
const rating = async (id: string) =>
  (await call('GET', `/api/featured-cars/${id}`, 200, undefined, buyer)).dealRating

/** Comparables straight into the database (no rating yet: as an import would write them). */
const insert = (model: string, o: Partial<typeof cars.$inferInsert> = {}) =>
  buildCar(t.db, {
    sellerId,
    categoryId: 'sedan',
    make: 'Toyota',
    model,
    modelYear: 2019,
    resalePriceCents: 2_000_000,
    mileage: 50_000,
    condition: 'Good',
    images: [photo],
    ...o,
  })

/** A test drive request makes the car Booked: still a comparable. */
const booked = async (car: { id: string }) => {
  const [me] = await t.db.select().from(users).where(eq(users.email, 'deal-buyer@example.com'))
  await buildBooking(t.db, { carId: car.id, buyerId: me!.id })
}

const stored = async (id: string) => (await t.db.select().from(cars).where(eq(cars.id, id)))[0]!

const asDealCar = (c: typeof cars.$inferSelect): DealCar => ({
  priceCents: c.resalePriceCents,
  modelYear: c.modelYear!,
  mileage: c.mileage,
  condition: c.condition,
})

const asListing = (c: typeof cars.$inferSelect): DealListing => ({
  ...asDealCar(c),
  newPriceCents: c.priceCents,
  id: c.id,
  make: c.make,
  model: c.model,
  bodyType: c.categoryId,
  held: c.review !== null,
})

/**
 * The stored ratings of the cars `which` picks, as the TypeScript mirror (`rateDeal`) rates
 * them from every car; how many it checked.
 */
async function mirrorAgrees(which: (c: typeof cars.$inferSelect) => boolean = () => true) {
  const all = await t.db.select().from(cars)
  const listings = all.filter((c) => c.modelYear !== null).map(asListing)
  let checked = 0
  for (const car of all.filter(which)) {
    if (car.make === null || car.model === null || car.modelYear === null) continue
    const mirror = rateDeal(asListing(car), listings)
    expect({ id: car.id, scope: car.dealScope, n: car.dealComparables }).toEqual({
      id: car.id,
      scope: mirror.scope,
      n: mirror.comparables,
    })
    if (mirror.expectedCents === null) expect(car.dealExpectedCents).toBeNull()
    else expect(Math.abs(car.dealExpectedCents! - mirror.expectedCents)).toBeLessThanOrEqual(1)
    checked++
  }
  return checked
}

describe('deal ratings', () => {
  it('gives none below 5 comparables, and one to every car once there are 5', async () => {
    const ids = []
    for (const price of [19000, 20000, 21000, 22000, 23000]) {
      ids.push(await list({ model: 'Camry', price }))
    }
    // Five Camrys: each has four others.
    for (const id of ids) expect(await rating(id)).toBeNull()
    expect((await stored(ids[0]!)).dealComparables).toBe(4)

    // The sixth gives each of them five, in the listing's own transaction.
    ids.push(await list({ model: 'Camry', price: 14000 }))
    const model = { comparables: 5, scope: 'model' }
    expect(await rating(ids[5]!)).toEqual({ label: 'great', expectedPrice: 21000, ...model })
    expect(await rating(ids[0]!)).toEqual({ label: 'good', expectedPrice: 21000, ...model })
    expect(await rating(ids[2]!)).toEqual({ label: 'fair', expectedPrice: 20000, ...model })
    expect(await rating(ids[4]!)).toEqual({ label: 'high', expectedPrice: 20000, ...model })
  })

  it('rests on the same make and model (any case) within a model year, booked cars too, once there are 5', async () => {
    await insert('Avalon', { modelYear: 2017, resalePriceCents: 9_000_000 })
    await insert('Avalon', { modelYear: 2021, resalePriceCents: 9_000_000 })
    await insert('Avalon', { make: 'Lexus', resalePriceCents: 9_000_000 })
    await booked(await insert('AVALON'))
    await booked(await insert('avalon', { modelYear: 2018 }))
    await insert('Avalon', { modelYear: 2020 })
    await insert('Avalon')
    const id = await list({ model: 'Avalon', price: 17000 })
    // Four within a model year: it looks 3 years either way (the 2017 and 2021 ones too).
    expect(await rating(id)).toMatchObject({ comparables: 6, scope: 'model-years' })
    await booked(await insert('Avalon', { modelYear: 2020 }))
    // A listing's edit rates its vehicle's cars again: five within a model year now.
    await edit(id, { model: 'Avalon', price: 17000 })
    expect(await rating(id)).toMatchObject({ comparables: 5, label: 'great', scope: 'model' })
  })

  it('adjusts each comparable for model year, mileage and condition, as src/shared/deals.ts does', async () => {
    const rows = [
      { modelYear: 2018, mileage: 90_000, condition: 'Fair', resalePriceCents: 1_450_000 },
      { modelYear: 2018, mileage: 20_000, condition: 'Excellent', resalePriceCents: 1_990_000 },
      { modelYear: 2019, mileage: 61_000, condition: 'Good', resalePriceCents: 1_720_000 },
      { modelYear: 2020, mileage: 12_000, condition: 'Excellent', resalePriceCents: 2_390_000 },
      { modelYear: 2020, mileage: 140_000, condition: 'Good', resalePriceCents: 1_280_000 },
      { modelYear: 2019, mileage: 48_000, condition: 'Fair', resalePriceCents: 1_600_000 },
    ] as const
    for (const r of rows) await insert('Corolla', r)
    const id = await list({
      model: 'Corolla',
      price: 17500,
      mileage: 35000,
      condition: 'Excellent',
    })
    const all = await t.db
      .select()
      .from(cars)
      .where(sql`lower(${cars.model}) = 'corolla'`)
    expect(all).toHaveLength(7)
    // Each within a cent of the TypeScript; the 2018 and 2020 ones looked 3 years either way.
    expect(await mirrorAgrees((c) => c.model === 'Corolla')).toBe(7)
    for (const car of all.filter((c) => c.modelYear === 2019)) {
      const others = all
        .filter((c) => c.id !== car.id && Math.abs(c.modelYear! - car.modelYear!) <= 1)
        .map(asDealCar)
      expect(car.dealScope).toBe('model')
      const expected = expectedPriceCents(asDealCar(car), others)!
      expect(Math.abs(car.dealExpectedCents! - expected)).toBeLessThanOrEqual(1)
    }
    expect(all.filter((c) => c.dealScope === 'model-years')).toHaveLength(4)
    const mine = all.find((c) => c.id === id)!
    expect(await rating(id)).toMatchObject({
      expectedPrice: Math.round(mine.dealExpectedCents! / 100),
      comparables: 6,
    })
  })

  it('is not moved far by one wild price', async () => {
    for (const price of [2_000_000, 2_050_000, 2_100_000, 2_150_000, 2_200_000, 2_250_000]) {
      await insert('Prius', { resalePriceCents: price })
    }
    const id = await list({ model: 'Prius', price: 21000 })
    const before = (await rating(id)).expectedPrice
    const outlier = await list({ model: 'Prius', price: 210000 })
    const after = (await rating(id)).expectedPrice
    expect(Math.abs(after - before) / before).toBeLessThan(0.02)
    expect(await rating(outlier)).toMatchObject({
      label: 'overpriced',
      comparables: 7,
      scope: 'model',
    })
    expect((await rating(outlier)).expectedPrice).toBeLessThan(23000)
  })

  it('follows a price edit, a change of model and a removal without a full recompute', async () => {
    const ids = []
    // SUVs: no other test's cars are of their body type.
    const rav4 = (price: number, o: Partial<Listing> = {}) =>
      ({ model: 'RAV4', modelYear: 2021, price, category: 'suv', ...o }) satisfies Listing
    for (const price of [18000, 19000, 20000, 21000, 22000, 23000]) {
      ids.push(await list(rav4(price)))
    }
    const first = ids[0]!
    expect(await rating(first)).toMatchObject({ expectedPrice: 21000, comparables: 5 })

    // A price edit moves the others' expected price.
    await edit(ids[5]!, rav4(30000))
    expect(await rating(first)).toMatchObject({ expectedPrice: 21000 })
    await edit(ids[3]!, rav4(35000))
    expect(await rating(first)).toMatchObject({ expectedPrice: 22000, comparables: 5 })

    // A car moved to another model leaves its old comparables with too few of their model:
    // they widen to the SUVs of a similar price new, the moved car among them; and it too.
    await edit(ids[4]!, rav4(22000, { model: 'Highlander' }))
    expect(await rating(first)).toMatchObject({ comparables: 5, scope: 'segment' })
    expect(await rating(ids[4]!)).toMatchObject({ comparables: 5, scope: 'segment' })
    expect(await mirrorAgrees((c) => c.categoryId === 'suv')).toBe(6)

    // Back again; then a removal leaves four SUVs for each: no rating at any width.
    await edit(ids[4]!, rav4(22000, { model: 'rav4', modelYear: 2022 }))
    expect(await rating(first)).toMatchObject({ comparables: 5, scope: 'model' })
    await remove(ids[1]!)
    expect(await rating(first)).toBeNull()
    expect((await stored(first)).dealComparables).toBe(4)
    expect(await rating(ids[4]!)).toBeNull()
  })

  it('the nightly recompute agrees with what the changes kept, and rates the rest', async () => {
    const columns = {
      id: cars.id,
      e: cars.dealExpectedCents,
      n: cars.dealComparables,
      scope: cars.dealScope,
    }
    const kept = await t.db.select(columns).from(cars).orderBy(cars.id)
    await t.db.update(cars).set({ dealExpectedCents: null, dealComparables: 0, dealScope: null })
    // Cars inserted straight into the database were never rated by a change: now they are.
    await recomputeDealRatings(t.db)
    const all = await t.db.select(columns).from(cars).orderBy(cars.id)
    const byId = new Map(all.map((c) => [c.id, c]))
    // A rating by its own model is kept current by every change of that model; one by the
    // segment may lag another model's change until the night (decision 0106).
    const listed = kept.filter((c) => c.scope === 'model' || c.scope === 'model-years')
    expect(listed.length).toBeGreaterThan(20)
    for (const c of listed) expect(byId.get(c.id)).toEqual(c)
    expect(await mirrorAgrees()).toBe(all.length)
    // A second run finds nothing to change.
    expect(await recomputeDealRatings(t.db)).toBe(0)
  })

  it('gives none to an older listing without a model year', async () => {
    for (let i = 0; i < 6; i++) await insert('Yaris', { modelYear: 2016 })
    const old = await insert('Yaris', { modelYear: null })
    await recomputeDealRatings(t.db)
    expect(await rating(old.id)).toBeNull()
    expect((await stored(old.id)).dealComparables).toBe(0)
  })

  it('widens to the body type: a similar price new (either way, within 2x), 4 model years, none held', async () => {
    const coupe = (make: string, model: string, modelYear: number, newDollars: number | null) =>
      insert(model, {
        make,
        company: make,
        categoryId: 'coupe',
        modelYear,
        priceCents: newDollars === null ? null : newDollars * 100,
        resalePriceCents: 2_600_000 + modelYear * 100,
      })
    const within = [
      await coupe('Ford', 'Mustang', 2019, 40000),
      await coupe('Chevrolet', 'Camaro', 2021, 45000),
      await coupe('Nissan', '370Z', 2016, 30000),
      await coupe('BMW', '4 Series', 2023, 100000),
      await coupe('Mazda', 'MX-5 Miata', 2020, 25000),
    ]
    await coupe('Audi', 'A5', 2020, 100001) // more than twice its price new
    await coupe('Porsche', '718 Cayman', 2015, 60000) // 5 model years older
    await coupe('Honda', 'Prelude', 2020, null) // no price new
    await insert('BRZ', {
      make: 'Subaru',
      categoryId: 'coupe',
      priceCents: 5_000_000,
      review: [{ rule: 'price', message: 'Held for review' }],
      status: 'Hidden',
    })
    await insert('IS', { make: 'Lexus', modelYear: 2020, priceCents: 5_000_000 }) // a sedan
    const supra = await list({
      model: 'Supra',
      modelYear: 2020,
      price: 31000,
      priceNew: 50000,
      category: 'coupe',
    })
    expect(await rating(supra)).toMatchObject({ comparables: 5, scope: 'segment' })
    expect(await mirrorAgrees((c) => c.id === supra)).toBe(1)
    const pool = await t.db
      .select()
      .from(cars)
      .where(
        inArray(
          cars.id,
          within.map((c) => c.id),
        ),
      )
    const expected = expectedPriceCents(
      { modelYear: 2020, mileage: 50_000, condition: 'Good', newPriceCents: 5_000_000 },
      pool.map((c) => ({ ...asDealCar(c), newPriceCents: c.priceCents })),
      'segment',
    )!
    expect(Math.abs((await stored(supra)).dealExpectedCents! - expected)).toBeLessThanOrEqual(1)

    // Another model's new coupe joins the Supra's pool; the Supra's rating follows at night.
    const gr86 = await list({
      model: 'GR86',
      modelYear: 2020,
      price: 28000,
      priceNew: 50000,
      category: 'coupe',
    })
    expect(await rating(gr86)).toMatchObject({ comparables: 6, scope: 'segment' })
    expect(await rating(supra)).toMatchObject({ comparables: 5 })
    await recomputeDealRatings(t.db)
    expect(await stored(supra)).toMatchObject({ dealComparables: 6, dealScope: 'segment' })
    // Without a price new there is no segment to compare with.
    const prelude = await t.db.select().from(cars).where(eq(cars.model, 'Prelude'))
    expect(prelude[0]!.dealExpectedCents).toBeNull()
    expect(await mirrorAgrees()).toBeGreaterThan(40)
  })

  it('takes the nearest 40 of a large segment by model year, then price new', async () => {
    await buildCategory(t.db, { categoryId: 'hatchback', bodyType: 'Hatchback' })
    for (let i = 0; i < 45; i++) {
      await insert(`Hatch ${i}`, {
        make: 'Kia',
        categoryId: 'hatchback',
        modelYear: 2016 + (i % 9),
        priceCents: 2_000_000 + i * 10_000,
        resalePriceCents: 1_200_000 + i * 7_000,
      })
    }
    const id = await list({ model: 'Matrix', modelYear: 2020, price: 15000, category: 'hatchback' })
    expect(await rating(id)).toMatchObject({ comparables: 40, scope: 'segment' })
    expect(await mirrorAgrees((c) => c.id === id)).toBe(1)
  })
})
