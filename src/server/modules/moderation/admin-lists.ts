import { and, desc, eq, ilike, or } from 'drizzle-orm'
import type { Car } from '#shared/cars'
import type { ListWindow } from '#shared/lists'
import type { AdminCar } from '#shared/moderation'
import type { Db } from '../../db/client'
import { cars, users } from '../../db/schema'

/** The admin's list of listings (the people's is the users module's). */
export function adminLists(db: Db) {
  return {
    /** GET /api/admin/cars: every listing in every state, newest first; by name or seller. */
    async cars(
      { q, status }: { q: string; status?: Car['status'] },
      { limit, offset }: ListWindow,
    ): Promise<AdminCar[]> {
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`
      const rows = await db
        .select({ car: cars, name: users.name, email: users.email, suspendedAt: users.suspendedAt })
        .from(cars)
        .innerJoin(users, eq(users.id, cars.sellerId))
        .where(
          and(
            q
              ? or(ilike(cars.name, like), ilike(users.name, like), ilike(users.email, like))
              : undefined,
            status ? eq(cars.status, status) : undefined,
          ),
        )
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(limit)
        .offset(offset)
      return rows.map(({ car, name, email, suspendedAt }) => ({
        _id: car.id,
        carName: car.name,
        image: car.images[0] ?? '',
        resale_price: Math.round(car.resalePriceCents / 100),
        status: car.status,
        hidden: car.hidden,
        featured: car.isFeatured,
        seller: { _id: car.sellerId, name, email, suspended: suspendedAt !== null },
        createdAt: car.createdAt.toISOString(),
      }))
    },
  }
}
