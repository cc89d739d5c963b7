import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Role } from '#shared/accounts'
import type { Car } from '#shared/cars'
import type { ListWindow } from '#shared/lists'
import type { AdminCar, AdminUser } from '#shared/moderation'
import type { Db } from '../../db/client'
import { cars, users } from '../../db/schema'

/** The admin's lists of people and of listings. */
export function adminLists(db: Db) {
  return {
    /** GET /api/admin/users: everyone (but the deleted), newest first; by name or e-mail. */
    async users(
      { q, role, state }: { q: string; role?: Role; state?: 'suspended' | 'active' },
      { limit, offset }: ListWindow,
    ): Promise<AdminUser[]> {
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`
      // Written out: drizzle leaves a one-table query's columns unqualified.
      const listings = sql<number>`(select count(*)::int from cars c where c.seller_id = users.id and c.status in ('Active', 'Hidden'))`
      const rows = await db
        .select({ user: users, listings })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            q ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
            role ? eq(users.role, role) : undefined,
            state === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
            state === 'active' ? isNull(users.suspendedAt) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset)
      return rows.map(({ user: u, listings }) => ({
        _id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        emailVerified: u.emailVerified,
        suspendedAt: u.suspendedAt?.toISOString() ?? null,
        suspensionNote: u.suspensionNote,
        createdAt: u.createdAt.toISOString(),
        listings,
      }))
    },

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
