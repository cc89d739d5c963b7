import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { mediaUrl } from '#shared/images'
import { upsertPasswordUser } from '../auth/password-accounts'
import type { ImageStorage } from '../storage/storage'
import type { Db } from './client'
import { placeCars } from './postal-codes'
import {
  bodyTypes,
  DEMO_PASSWORD,
  demoAdmin,
  demoBuyer,
  demoCars,
  demoSellers,
} from './demo-catalogue'
import { appMeta, cars, categories, uploads } from './schema'

const DEMO_SEEDED = 'demo_seeded_at'
const DEMO_DRIVES_FILLED = 'demo_drivetrains_filled_at'

/** A demo photo (assets/demo/<key>, every width) into the photo store, unless it is there. */
export async function copyDemoImage(storage: ImageStorage, assetsDir: string, key: string) {
  if (await storage.has(key)) return
  const dir = path.join(assetsDir, key)
  for (const file of await readdir(dir)) {
    await storage.put(key, file, await readFile(path.join(dir, file)))
  }
}

/** Body-type categories are reference data: every marketplace needs them, demo or not. */
export async function seedCategories(db: Db, storage: ImageStorage, assetsDir: string) {
  const existing = await db.select({ id: categories.categoryId }).from(categories)
  if (existing.length > 0) return
  for (const [position, c] of bodyTypes.entries()) {
    const key = `category-${c.categoryId}`
    await copyDemoImage(storage, assetsDir, key)
    await db.insert(categories).values({ ...c, image: mediaUrl(key), position })
  }
}

/**
 * The demo catalogue goes into a database once; a marker row keeps a later start (or a
 * database whose demo cars were all sold or deleted) from getting it again; such a start fills in
 * what the demo's cars gained since (their drivetrain and seats).
 */
export async function seedDemoCatalogue(db: Db, storage: ImageStorage, assetsDir: string) {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED))
  if (seeded) {
    await fillDemoDriveAndSeats(db)
    return false
  }
  for (const car of demoCars) {
    for (const key of car.imageKeys) await copyDemoImage(storage, assetsDir, key)
  }
  const people = [
    ...demoSellers.map((s) => ({ ...s, role: 'seller' as const })),
    { ...demoBuyer, role: 'buyer' as const },
    { ...demoAdmin, role: 'admin' as const },
  ]
  for (const p of people) {
    await upsertPasswordUser(db, { ...p, password: DEMO_PASSWORD, isDemo: true })
  }
  const now = Date.now()
  await db.transaction(async (tx) => {
    await tx.insert(cars).values(
      demoCars.map(({ imageKeys, ...car }, i) => ({
        ...car,
        images: imageKeys.map((k) => mediaUrl(k)),
        // Spread listing times over the last days so "newest first" has a stable order.
        createdAt: new Date(now - i * 3_600_000),
      })),
    )
    // The demo photos count as their sellers' uploads, so the listings can be edited; they are
    // on listings (attached), so the sweep of unused photos leaves them.
    const attachedAt = new Date(now)
    await tx
      .insert(uploads)
      .values(
        demoCars.flatMap((car) =>
          car.imageKeys.map((key) => ({ key, ownerId: car.sellerId, attachedAt })),
        ),
      )
      .onConflictDoNothing()
    await tx.insert(appMeta).values([
      { key: DEMO_SEEDED, value: new Date(now).toISOString() },
      { key: DEMO_DRIVES_FILLED, value: new Date(now).toISOString() },
    ])
  })
  await placeCars(db)
  return true
}

/**
 * A demo catalogue seeded before cars had a drivetrain and seats (migration 0035), once: each
 * demo seller's car still named as the demo names it, and saying neither, gets the demo's
 * values, so that the demo's searches by drivetrain and seats find it. Other sellers' cars are
 * theirs to fill in.
 */
async function fillDemoDriveAndSeats(db: Db) {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_DRIVES_FILLED))
  if (done) return
  const demo = demoCars.map(({ name, sellerId, drivetrain, seats }) => ({
    name,
    seller: sellerId,
    drivetrain,
    seats,
  }))
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update cars set drivetrain = v.drivetrain::drivetrain, seats = v.seats
      from json_to_recordset(${JSON.stringify(demo)}::json)
        as v(name text, seller text, drivetrain text, seats int)
      where cars.name = v.name and cars.seller_id = v.seller
        and cars.drivetrain is null and cars.seats is null`)
    await tx.insert(appMeta).values({ key: DEMO_DRIVES_FILLED, value: new Date().toISOString() })
  })
}
