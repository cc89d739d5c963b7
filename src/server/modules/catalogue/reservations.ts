import { and, eq, ne } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { cars } from '../../db/schema'

/**
 * The car side of a booking, run inside the booking module's transaction. The conditional
 * UPDATE takes the row lock, so of many simultaneous bookings exactly one finds it Active.
 */
export const reservations = {
  /** Reserves an Active car the buyer does not sell; answers its name and price, or why not. */
  async reserve(tx: Db | Tx, carId: string, buyerId: string) {
    const [car] = await tx
      .update(cars)
      .set({ status: 'Booked', updatedAt: new Date() })
      .where(and(eq(cars.id, carId), eq(cars.status, 'Active'), ne(cars.sellerId, buyerId)))
      .returning({ name: cars.name, resalePriceCents: cars.resalePriceCents })
    if (car) return { ok: true as const, car }
    const [existing] = await tx
      .select({ status: cars.status, sellerId: cars.sellerId })
      .from(cars)
      .where(eq(cars.id, carId))
    if (!existing) return { ok: false as const, status: 404 as const, message: 'Car not found' }
    if (existing.sellerId === buyerId) {
      return { ok: false as const, status: 403 as const, message: 'You cannot book your own car' }
    }
    return {
      ok: false as const,
      status: 409 as const,
      message: 'Sorry, this car has just been booked by someone else',
    }
  },

  async release(tx: Db | Tx, carId: string) {
    await tx
      .update(cars)
      .set({ status: 'Active', updatedAt: new Date() })
      .where(and(eq(cars.id, carId), eq(cars.status, 'Booked')))
  },

  async markSold(tx: Db | Tx, carId: string) {
    await tx.update(cars).set({ status: 'Sold', updatedAt: new Date() }).where(eq(cars.id, carId))
  },

  /** The ids of a seller's cars, as a subquery for the seller's bookings page. */
  carsOf(db: Db, sellerId: string) {
    return db.select({ id: cars.id }).from(cars).where(eq(cars.sellerId, sellerId))
  },

  /** The seller of a car, for "who may see this booking". */
  async sellerOf(tx: Db | Tx, carId: string) {
    const [row] = await tx.select({ sellerId: cars.sellerId }).from(cars).where(eq(cars.id, carId))
    return row?.sellerId ?? null
  },
}
