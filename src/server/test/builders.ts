import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client'
import { cars, categories, users } from '../db/schema'

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
  return row!
}
