import { eq, isNull, sql } from 'drizzle-orm'
import { findMake, splitName } from '#shared/vehicles'
import type { Db } from './client'
import { demoPlaces, demoSellers } from './demo-catalogue'
import { placeCars } from './postal-codes'
import { appMeta, cars } from './schema'

const FILLED = 'vehicle_data_filled_at'

/**
 * Listings from before vehicle data (migration 0017), once: the make from `company`, and the
 * model, model year and trim read from the name where the list of makes and models knows them
 * (null where it does not: a seller's edit fills them in); the demo sellers' cars get their
 * places. Runs at start-up after the migrations, as the JavaScript half of 0017.
 */
export async function fillVehicleData(db: Db) {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, FILLED))
  if (done) return
  const old = await db
    .select({ id: cars.id, name: cars.name, company: cars.company, sellerId: cars.sellerId })
    .from(cars)
    .where(isNull(cars.make))
  await db.transaction(async (tx) => {
    for (let i = 0; i < old.length; i += 1000) {
      const batch = old.slice(i, i + 1000).map((car) => {
        const make = findMake(car.company) ?? car.company.trim()
        const read = splitName(car.name, make)
        const demo = demoSellers.findIndex((s) => s.id === car.sellerId)
        const place = demo >= 0 ? demoPlaces[demo] : undefined
        return {
          id: car.id,
          make,
          model: read.model,
          year: read.modelYear,
          trim: read.trim,
          zip: place?.postalCode ?? null,
          city: place?.city ?? null,
        }
      })
      await tx.execute(sql`
        update cars set make = v.make, model = v.model, model_year = v.year, trim = v.trim,
          postal_code = coalesce(cars.postal_code, v.zip), city = coalesce(cars.city, v.city)
        from json_to_recordset(${JSON.stringify(batch)}::json)
          as v(id uuid, make text, model text, year int, trim text, zip text, city text)
        where cars.id = v.id`)
    }
    await tx.insert(appMeta).values({ key: FILLED, value: new Date().toISOString() })
  })
  await placeCars(db)
}
