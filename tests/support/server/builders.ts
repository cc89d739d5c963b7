import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import {
  bookings,
  cars,
  categories,
  uploads,
  users,
  vinReadings,
} from '../../../src/server/db/schema'

let n = 0
const next = () => ++n

export async function buildCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const i = next()
  const [row] = await db
    .insert(categories)
    .values({
      categoryId: `body-${i}`,
      bodyType: `Body ${i}`,
      image: `/media/category-${i}/800.webp`,
      position: i,
      ...overrides,
    })
    .returning()
  return row!
}

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const i = next()
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `User ${i}`,
      email: `user${i}@example.com`,
      role: 'buyer',
      ...overrides,
    })
    .returning()
  return row!
}

export async function buildCar(
  db: Db,
  overrides: Partial<typeof cars.$inferInsert> &
    Pick<typeof cars.$inferInsert, 'sellerId' | 'categoryId'>,
) {
  const i = next()
  const [row] = await db
    .insert(cars)
    .values({
      name: `2020 Test Car ${i}`,
      origin: 'Japan',
      priceCents: 2_500_000,
      resalePriceCents: 1_990_000,
      yearsUsed: 6,
      description: 'A well kept test car with a full service history. '.repeat(3),
      milesPerGallon: 32,
      buyingYear: '2020-05-01',
      company: 'Toyota',
      images: [`/media/car-${i}/800.webp`],
      condition: 'Good',
      mileage: 42_000,
      ...overrides,
    })
    .returning()
  // As a listing saved through the API does: the uploads it names are attached (kept).
  const keys = row!.images.flatMap((url) => /^\/media\/([\w-]+)\/800\.webp$/.exec(url)?.[1] ?? [])
  if (keys.length > 0) {
    await db
      .update(uploads)
      .set({ attachedAt: new Date() })
      .where(and(inArray(uploads.key, keys), isNull(uploads.attachedAt)))
  }
  // And its VIN's mileage is on record (modules/trust).
  if (row!.vin) {
    await db
      .insert(vinReadings)
      .values({ vin: row!.vin, mileage: row!.mileage, carId: row!.id, sellerId: row!.sellerId })
  }
  return row!
}

/**
 * A test drive request for `carId` by `buyerId`, as POST /api/bookings writes it (the car stays
 * for sale), without its limits or e-mails: for tests that need many bookings in set states.
 */
export async function buildBooking(
  db: Db,
  { carId, buyerId, slots = [] }: { carId: string; buyerId: string; slots?: Date[] },
) {
  const now = new Date()
  const [car] = await db.select().from(cars).where(eq(cars.id, carId))
  const [buyer] = await db.select().from(users).where(eq(users.id, buyerId))
  const [row] = await db
    .insert(bookings)
    .values({
      carId,
      buyerId,
      sellerId: car!.sellerId,
      carName: car!.name,
      buyerName: buyer!.name,
      buyerEmail: buyer!.email,
      phone: '+1 555 010 7788',
      meetingLocation: 'Main St garage',
      amountCents: car!.resalePriceCents,
      awaiting: 'seller',
      slots,
      answerBy: new Date(now.getTime() + 86_400_000),
      history: [{ status: 'requested', by: 'buyer', at: now.toISOString() }],
    })
    .returning()
  return row!
}

/** A Civic as a seller's form sends it (POST /api/allcars), in the `sedan` category. */
export const civicListing = (image: string, overrides: object = {}) => ({
  carName: '2019 Honda Civic EX',
  origin: 'Japan',
  price: 24000,
  resale_price: 17500,
  years_of_used: 6,
  carCategory: 'sedan',
  description: 'Clean title, one owner, full service history and new brakes.',
  milespergallon: 36,
  buyingyear: '2019-04-12',
  company: 'Honda',
  model: 'Civic',
  modelYear: 2019,
  trim: 'EX',
  postalCode: '78704',
  city: 'Austin',
  condition: 'Good',
  mileage: 51000,
  image,
  ...overrides,
})

/** A Civic as a dealer's PUT by stock number takes it (docs/api.md "Dealers"), without photos. */
export const dealerCivic = {
  carName: '2019 Honda Civic EX',
  company: 'Honda',
  model: 'Civic',
  modelYear: 2019,
  carCategory: 'sedan',
  description: 'Dealer serviced, two keys.',
  resale_price: 17500,
  condition: 'Good',
  mileage: 51000,
  postalCode: '78704',
  city: 'Austin',
}

/** A car's status as it is now (Active, Booked, Sold, Hidden, …), read from its row. */
export async function carStatus(db: Db, id: string) {
  const [car] = await db.select({ status: cars.status }).from(cars).where(eq(cars.id, id))
  return car!.status
}
