import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cars } from '../../db/schema'
import { buildCar, buildCategory, buildUser } from '../../../../tests/support/server/builders'
import { carNames } from '../../../../tests/support/server/car-search'
import { appForFile } from '../../../../tests/support/server/file-app'

/**
 * A dealer's car may not say its origin, price new, years of use, year of buying or mpg
 * (migration 0030): buyers' lists and pages show null for them, sorts by them list it after
 * the cars that say, and its words are still found.
 */
const t = appForFile({ env: { CATALOGUE_CACHE_TTL: '0s' } })

beforeAll(async () => {
  await buildCategory(t.db, { categoryId: 'sedan' })
  const seller = await buildUser(t.db, { role: 'seller' })
  const car = (o: Partial<Parameters<typeof buildCar>[1]>) =>
    buildCar(t.db, { sellerId: seller.id, categoryId: 'sedan', ...o })
  await car({ name: '2019 Honda Civic', buyingYear: '2019-03-01', milesPerGallon: 36 })
  await car({
    name: '2020 Mazda 3 Unknown',
    description: 'Dealer stock, keyless entry.',
    origin: null,
    priceCents: null,
    yearsUsed: null,
    buyingYear: null,
    milesPerGallon: null,
  })
  await car({ name: '2016 Ford Fiesta', buyingYear: '2016-07-01', milesPerGallon: 29 })
})

const names = (query: string) => carNames(t.app, query)

describe('a car that leaves the rarely given fields out', () => {
  it('comes last when sorting by mpg or year of buying, whichever way the index reads', async () => {
    expect(await names('sort=mpg_desc')).toEqual([
      '2019 Honda Civic',
      '2016 Ford Fiesta',
      '2020 Mazda 3 Unknown',
    ])
    expect(await names('sort=year_desc')).toEqual([
      '2019 Honda Civic',
      '2016 Ford Fiesta',
      '2020 Mazda 3 Unknown',
    ])
  })

  it('is found by its words, and shows null for what it does not say', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cars?q=keyless' })
    const [found] = res.json().items
    expect(found).toMatchObject({
      carName: '2020 Mazda 3 Unknown',
      origin: null,
      price: null,
      years_of_used: null,
      buyingyear: null,
      milespergallon: null,
    })
  })

  it('keeps the database from taking a zero or negative where a value is given', async () => {
    const seller = await buildUser(t.db, { role: 'seller' })
    for (const bad of [{ priceCents: 0 }, { milesPerGallon: 0 }, { yearsUsed: -1 }]) {
      await expect(
        buildCar(t.db, { sellerId: seller.id, categoryId: 'sedan', ...bad }),
        JSON.stringify(bad),
      ).rejects.toThrow()
    }
    const [row] = await t.db.select({ n: count() }).from(cars)
    expect(row!.n).toBe(3)
  })
})
