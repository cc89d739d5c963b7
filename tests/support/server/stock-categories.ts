import type { Db } from '../../../src/server/db/client'
import { categories } from '../../../src/server/db/schema'

/**
 * The categories the dealer stock files of the tests name by body type (sedan, suv, truck),
 * each its own body type, where the database does not have them already.
 */
export async function stockCategories(db: Db) {
  for (const id of ['sedan', 'suv', 'truck']) {
    await db
      .insert(categories)
      .values({ categoryId: id, bodyType: id, image: `/media/c-${id}/800.webp` })
      .onConflictDoNothing()
  }
}
