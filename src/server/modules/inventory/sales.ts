import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Car } from '#shared/cars'
import type { Db, Tx } from '../../db/client'
import { cars } from '../../db/schema'
import { Refusal } from '../../errors'
import type { DealsService } from '../deals/service'
import { forSale } from './for-sale'
import { vehicleOf } from './vehicle'

/** Why a car that is not Active cannot be booked or bought. */
const notForSale: Record<Car['status'], string> = {
  Active: '',
  Booked: 'Sorry, another buyer has just reserved this car',
  Sold: 'Sorry, this car has been sold',
  Hidden: 'This car is not for sale right now',
}

/**
 * Locks a person's own cars, in id order, first in the transaction that deletes them:
 * every other transaction takes a car's row before the kept counts (active_car_counts,
 * by trigger), and so must this one, or a seller deleting one car while their account is
 * deleted could each wait for the other.
 */
export async function lockCarsOf(tx: Tx, sellerId: string) {
  await tx
    .select({ id: cars.id })
    .from(cars)
    .where(eq(cars.sellerId, sellerId))
    .orderBy(asc(cars.id))
    .for('update')
}

/**
 * The car side of other modules' transactions: a test drive request finds a car for sale, a
 * held payment reserves it, a released one puts it back, a taken one sells it; deleting a
 * seller withdraws their listings; making a dealer makes its owner's cars its stock.
 */
export function carSales(
  db: Db,
  { deals }: { deals: Pick<DealsService, 'hold' | 'recomputeAround'> },
) {
  return {
    /**
     * An Active car the buyer does not sell, for a test drive request in `tx`: its name,
     * price and seller. A request does not reserve it (only a held payment does).
     */
    async bookable(tx: Tx, carId: string, buyerId: string) {
      const [car] = await tx
        .select({
          name: cars.name,
          resalePriceCents: cars.resalePriceCents,
          sellerId: cars.sellerId,
          status: cars.status,
        })
        .from(cars)
        .where(eq(cars.id, carId))
        // Held until the request commits: the car cannot be deleted under it (`remove`).
        .for('share')
      if (!car) throw new Refusal(404, 'Car not found')
      if (car.sellerId === buyerId) throw new Refusal(403, 'You cannot book your own car')
      if (car.status !== 'Active') throw new Refusal(409, notForSale[car.status])
      return car
    },

    /** Whether the car is for sale now (no payment holds it, not sold or hidden). */
    async isForSale(carId: string) {
      const [car] = await db.select({ status: cars.status }).from(cars).where(eq(cars.id, carId))
      return car?.status === 'Active'
    },

    /**
     * Reserves an Active car the buyer does not sell for their held payment, in its
     * transaction. The conditional UPDATE takes the row lock, so of many simultaneous holds
     * exactly one finds it Active.
     */
    async reserve(tx: Tx, carId: string, buyerId: string) {
      const [car] = await tx
        .update(cars)
        .set({ status: 'Booked', updatedAt: new Date() })
        .where(and(eq(cars.id, carId), eq(cars.status, 'Active'), ne(cars.sellerId, buyerId)))
        .returning({ sellerId: cars.sellerId })
      if (car) return car
      const [existing] = await tx
        .select({ sellerId: cars.sellerId, status: cars.status })
        .from(cars)
        .where(eq(cars.id, carId))
      if (!existing) throw new Refusal(404, 'Car not found')
      if (existing.sellerId === buyerId) throw new Refusal(403, 'You cannot buy your own car')
      throw new Refusal(409, notForSale[existing.status])
    },

    /**
     * The cars whose held payments were released are for sale again (or Hidden, see
     * `forSale`); each released car's seller.
     */
    async release(tx: Tx, carIds: string[]): Promise<Map<string, string>> {
      if (carIds.length === 0) return new Map()
      const released = await tx
        .update(cars)
        .set({ status: forSale(), updatedAt: new Date() })
        .where(and(inArray(cars.id, carIds), eq(cars.status, 'Booked')))
        .returning({ id: cars.id, sellerId: cars.sellerId })
      return new Map(released.map((c) => [c.id, c.sellerId]))
    },

    /** The cars whose payments were taken are sold. */
    async sell(tx: Tx, carIds: string[]) {
      if (carIds.length === 0) return
      await tx
        .update(cars)
        .set({ status: 'Sold', updatedAt: new Date() })
        .where(inArray(cars.id, carIds))
    },

    lockCarsOf,

    /**
     * A new dealer's maker's own cars become its stock, in the transaction that makes it: they
     * stay theirs to sell (payouts and bookings go to them), now as the dealer's too.
     */
    async joinDealer(tx: Tx, sellerId: string, dealerId: string) {
      await tx
        .update(cars)
        .set({ dealerId })
        .where(and(eq(cars.sellerId, sellerId), isNull(cars.dealerId)))
    },

    /**
     * A deleted seller's listings leave the marketplace: every car for sale, including those
     * whose test drives bookings.forgetSeller has just cancelled; sold cars stay on record.
     */
    async withdrawAllOf(tx: Tx, sellerId: string) {
      const mine = and(eq(cars.sellerId, sellerId), eq(cars.status, 'Active'))
      await deals.hold(tx, await tx.selectDistinct(vehicleOf).from(cars).where(mine))
      const withdrawn = await tx.delete(cars).where(mine).returning(vehicleOf)
      await deals.recomputeAround(tx, withdrawn)
    },
  }
}
