import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildCategory, buildUser } from '../../../tests/support/server/builders'
import { testDatabase } from '../../../tests/support/server/database'
import { forTheFile } from '../../../tests/support/server/file-app'
import { cars } from './schema'
import { fillVehicleData } from './vehicle-backfill'

const database = forTheFile(testDatabase)

describe('listings from before vehicle data', () => {
  it('get a make, and a model, year and trim read from the name where it can, once', async () => {
    const { db } = database
    const seller = await buildUser(db, { role: 'seller' })
    const { categoryId } = await buildCategory(db)
    const listed = async (name: string, company: string) => {
      const [row] = await db
        .insert(cars)
        .values({
          name,
          company,
          categoryId,
          sellerId: seller.id,
          origin: 'USA',
          priceCents: 3_000_000,
          resalePriceCents: 2_000_000,
          yearsUsed: 5,
          description: 'Listed before models were asked for.',
          milesPerGallon: 25,
          buyingYear: '2019-01-01',
          images: ['/media/x/800.webp'],
          condition: 'Good',
          mileage: 50_000,
        })
        .returning({ id: cars.id })
      return row!.id
    }
    const truck = await listed('2018 Ford F150 XLT', 'ford')
    const benz = await listed('Mercedes C-Class C 300 2017', 'Mercedes')
    const odd = await listed('My lovely runabout', 'Trabant')

    await fillVehicleData(db)
    const read = async (id: string) => {
      const [car] = await db.select().from(cars).where(eq(cars.id, id))
      return { make: car!.make, model: car!.model, modelYear: car!.modelYear, trim: car!.trim }
    }
    expect(await read(truck)).toEqual({
      make: 'Ford',
      model: 'F-150',
      modelYear: 2018,
      trim: 'XLT',
    })
    expect(await read(benz)).toMatchObject({
      make: 'Mercedes-Benz',
      model: 'C-Class',
      modelYear: 2017,
    })
    // What the list does not know stays empty for the seller's next edit.
    expect(await read(odd)).toEqual({ make: 'Trabant', model: null, modelYear: null, trim: null })

    // Once: a later start changes nothing, even a car whose make was cleared by hand.
    await db.update(cars).set({ make: null }).where(eq(cars.id, odd))
    await fillVehicleData(db)
    expect((await read(odd)).make).toBeNull()
  })
})
