import { and, count, desc, eq, or } from 'drizzle-orm'
import type { WishlistItem } from '#shared/wishlist'
import type { Db, Tx } from '../../db/client'
import { wishlist } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { BookingsService } from '../bookings/service'
import type { CatalogueService } from '../catalogue/service'

export function wishlistService(
  db: Db,
  { catalogue, bookings }: { catalogue: CatalogueService; bookings: BookingsService },
) {
  const countOf = async (userId: string) =>
    (await db.select({ n: count() }).from(wishlist).where(eq(wishlist.userId, userId)))[0]?.n ?? 0

  return {
    async list(userId: string): Promise<WishlistItem[]> {
      const rows = await db
        .select()
        .from(wishlist)
        .where(eq(wishlist.userId, userId))
        .orderBy(desc(wishlist.createdAt))
      const carIds = rows.flatMap((r) => (r.carId ? [r.carId] : []))
      const [cars, held] = await Promise.all([
        catalogue.byIds(carIds),
        bookings.heldBy(userId, carIds),
      ])
      return rows.map((r) => ({
        _id: r.id,
        carName: r.carName,
        savedAt: r.createdAt.toISOString(),
        car: (r.carId && cars.get(r.carId)) || null,
        yours: (r.carId && held.get(r.carId)) || null,
      }))
    },

    /** Saves a car (again is fine); how many the person has saved. An unknown car is refused. */
    async save(userId: string, carId: string) {
      const car = await catalogue.car(carId)
      try {
        await db
          .insert(wishlist)
          .values({ userId, carId, carName: car.carName })
          .onConflictDoNothing()
      } catch (err) {
        // The car was deleted since it was looked up: as unknown as if it never existed.
        if (databaseErrorCode(err) === '23503') throw new Refusal(404, 'Car not found')
        throw err
      }
      return countOf(userId)
    },

    /** By the car's id, or by the entry's own id for a saved car whose listing was deleted. */
    async remove(userId: string, carOrEntryId: string) {
      await db
        .delete(wishlist)
        .where(
          and(
            eq(wishlist.userId, userId),
            or(eq(wishlist.carId, carOrEntryId), eq(wishlist.id, carOrEntryId)),
          ),
        )
      return countOf(userId)
    },

    /** Deletes a person's saved cars, in the transaction that deletes the person. */
    async forgetAllOf(tx: Tx, userId: string) {
      await tx.delete(wishlist).where(eq(wishlist.userId, userId))
    },
  }
}
export type WishlistService = ReturnType<typeof wishlistService>
