import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
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

async function copyDemoImage(storage: ImageStorage, assetsDir: string, key: string) {
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
 * database whose demo cars were all sold or deleted) from getting it again.
 */
export async function seedDemoCatalogue(db: Db, storage: ImageStorage, assetsDir: string) {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED))
  if (seeded) return false
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
    await tx.insert(appMeta).values({ key: DEMO_SEEDED, value: new Date(now).toISOString() })
  })
  await placeCars(db)
  return true
}
