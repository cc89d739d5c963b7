import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm'
import type { Car } from '#shared/cars'
import type { MyCarsQuery } from '#shared/inventory'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { cars, dealerMembers } from '../../db/schema'
import { carsWithSellers, toWireCar } from '../catalogue/wire-car'

/** Reads of cars: a seller's own list, and the status and cover of cars other lists show. */
export function carReads(db: Db) {
  return {
    /**
     * A seller's own cars in every state, newest first; an admin's list is every car. `stock`
     * keeps the cars whose stock number holds it (a dealer's few hundred: read by the dealer's
     * index, then filtered).
     */
    async list(caller: SessionUser, { limit, offset, stock }: MyCarsQuery): Promise<Car[]> {
      const [member] = await db
        .select({ dealerId: dealerMembers.dealerId })
        .from(dealerMembers)
        .where(eq(dealerMembers.userId, caller.id))
      const dealerId = member?.dealerId ?? null
      // A dealer's people see its stock (and any car of their own from before they joined).
      const mine = dealerId
        ? or(eq(cars.dealerId, dealerId), eq(cars.sellerId, caller.id))
        : eq(cars.sellerId, caller.id)
      const holding = stock
        ? ilike(cars.stockNumber, `%${stock.replace(/[\\%_]/g, '\\$&')}%`)
        : undefined
      const rows = await carsWithSellers(db)
        .where(and(caller.role === 'admin' ? undefined : mine, holding))
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(limit)
        .offset(offset)
      return rows.map((r) => toWireCar(r, { ...caller, dealerId }))
    },

    /** Each of these cars' status and VIN, for bookings shown with their car; gone cars are absent. */
    async statusesOf(carIds: string[]) {
      if (carIds.length === 0)
        return new Map<string, { status: Car['status']; vin: string | null }>()
      const rows = await db
        .select({ id: cars.id, status: cars.status, vin: cars.vin })
        .from(cars)
        .where(inArray(cars.id, carIds))
      return new Map(rows.map((r) => [r.id, { status: r.status, vin: r.vin }]))
    },

    /** Each car's cover photo by id, for bookings shown with their car; gone cars are absent. */
    async coversOf(carIds: string[]): Promise<Map<string, string>> {
      if (carIds.length === 0) return new Map()
      const rows = await db
        .select({ id: cars.id, images: cars.images })
        .from(cars)
        .where(inArray(cars.id, carIds))
      return new Map(rows.map((r) => [r.id, r.images[0]!]))
    },
  }
}
