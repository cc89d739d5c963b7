import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { cars } from '../../db/schema'
import { Refusal } from '../../errors'
import type { AuditService } from '../moderation/audit'

/** How many cars may be on FEATURED CARS at once (config.ts FEATURED_PER_*). */
export type FeaturedLimits = { perSeller: number; perDealer: number }

type Car = typeof cars.$inferSelect

/** Why this car cannot be featured now, or null when it can. */
function refusalOf(car: Pick<Car, 'review' | 'status'>) {
  if (car.review) {
    return 'This listing is being checked by our team: you can feature it once it is published'
  }
  if (car.status !== 'Active') return 'Only a car for sale can be featured'
  return null
}

/**
 * Featuring (docs/api.md "Trust and safety"): a seller puts their cars for sale on FEATURED CARS,
 * at most `perSeller` at once; a dealer's cars count against the dealer's `perDealer`, and its
 * owner and managers feature them. Never a listing held for review. The seller (or the dealer's
 * owner or a manager) or an admin takes a car off; an admin's doing so to another's car is audited.
 * Each returns how many cars changed (0 when it already was so).
 */
export function featuring(db: Db, audit: Pick<AuditService, 'record'>, limits: FeaturedLimits) {
  async function feature(car: Car, caller: SessionUser): Promise<number> {
    // Featuring spends the seller's (or dealer's) places: theirs to choose, not an admin's.
    // The caller was checked as the car's seller, its dealer's owner or manager, or an admin.
    if (car.sellerId !== caller.id && caller.role === 'admin') {
      throw new Refusal(
        403,
        'Only its seller can feature a car; an admin may take it off the featured list',
      )
    }
    const refused = refusalOf(car)
    if (refused) throw new Refusal(409, refused)
    if (car.isFeatured) return 0
    // A dealer's car takes one of the dealer's places, whoever of its people features it.
    const limit = car.dealerId ? limits.perDealer : limits.perSeller
    const whose = car.dealerId ? eq(cars.dealerId, car.dealerId) : eq(cars.sellerId, car.sellerId)
    const key = car.dealerId ? `featured:dealer:${car.dealerId}` : `featured:${car.sellerId}`
    return db.transaction(async (tx) => {
      // One request of a seller (or dealer) at a time counts and features: two at once at the
      // limit cannot both slip in (the count reads only what has committed).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
      // The places are those on FEATURED CARS now: the seller's (dealer's) featured cars for sale.
      const [shown] = await tx
        .select({ n: count() })
        .from(cars)
        .where(
          and(whose, eq(cars.isFeatured, true), eq(cars.status, 'Active'), ne(cars.id, car.id)),
        )
      if ((shown?.n ?? 0) >= limit) {
        throw new Refusal(
          409,
          `${car.dealerId ? 'The dealer' : 'You'} can feature ${limit} cars at once: take one off the featured list first`,
        )
      }
      const changed = await tx
        .update(cars)
        .set({ isFeatured: true, updatedAt: new Date() })
        .where(
          and(
            eq(cars.id, car.id),
            eq(cars.isFeatured, false),
            eq(cars.status, 'Active'),
            isNull(cars.review),
          ),
        )
        .returning({ id: cars.id })
      if (changed.length > 0) return 1
      // Changed since it was read: booked, held for review, deleted or featured already.
      const [now] = await tx.select().from(cars).where(eq(cars.id, car.id))
      if (!now) throw new Refusal(404, 'Car not found')
      const late = refusalOf(now)
      if (late) throw new Refusal(409, late)
      return 0
    })
  }

  async function unfeature(car: Car, caller: SessionUser): Promise<number> {
    return db.transaction(async (tx) => {
      const changed = await tx
        .update(cars)
        .set({ isFeatured: false, updatedAt: new Date() })
        .where(and(eq(cars.id, car.id), eq(cars.isFeatured, true)))
        .returning({ id: cars.id })
      if (changed.length > 0 && caller.role === 'admin' && car.sellerId !== caller.id) {
        await audit.record(tx, caller, 'car.unfeature', {
          type: 'car',
          id: car.id,
          label: car.name,
        })
      }
      return changed.length
    })
  }

  return {
    /** Features `car` (already checked as the caller's, or an admin's to act on) or not. */
    set: (car: Car, caller: SessionUser, featured: boolean) =>
      featured ? feature(car, caller) : unfeature(car, caller),
  }
}
