import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Car, Category } from '#shared/cars'
import { FEATURED_LIMIT } from '#shared/cars'
import { DEAL_YEAR_RATE } from '#shared/deals'
import { DEFAULT_LIST_LIMIT, type ListWindow } from '#shared/lists'
import type { Db } from '../../db/client'
import { categories, cars, dealerMembers, dealers, users } from '../../db/schema'
import { Refusal } from '../../errors'
import { postalCodeReads } from './postal-codes'
import { catalogueSearch } from './search'
import { sortOrder } from './search-query'
import { shortCache } from './short-cache'
import { carsWithSellers, maySeeSellerEmail, toRating, toWireCar, type Viewer } from './wire-car'

/** docs/api.md: GET /api/cars/{id}/similar answers at most this many cars... */
const SIMILAR_LIMIT = 6
/** ...of its body type, priced within this share of it either way... */
const SIMILAR_PRICE_BAND = 0.3
/** ...of a model year at most this far from its own... */
const SIMILAR_YEAR_SPAN = 3
/** ...ranked from at most this many of the nearest prices above it and as many below. */
const SIMILAR_CANDIDATES = 24
/** The most cars a seller's page lists (the newest). */
const SELLER_CARS_LIMIT = 48

/**
 * What visitors read: categories, featured cars, a category's cars, search (search.ts), one car. The
 * answers are the same for everyone, so each is kept for `cacheTtlMs` (docs/decisions/0023-caching-public-catalogue-data.md); `forget()` drops them after a write.
 */
export function catalogueService(db: Db, { cacheTtlMs }: { cacheTtlMs: number }) {
  const cache = shortCache({ ttlMs: cacheTtlMs })

  /** The dealer a person works for (modules/dealers), if any. */
  async function dealerOf(userId: string) {
    const [m] = await db
      .select({ dealerId: dealerMembers.dealerId })
      .from(dealerMembers)
      .where(eq(dealerMembers.userId, userId))
    return m?.dealerId ?? null
  }
  // Lists are the same for everyone and kept so: none carries a seller's e-mail.
  const publicCar = null

  const reads = {
    forget: cache.forget,

    categories: (): Promise<Category[]> =>
      cache.get('categories', async () => {
        const rows = await db.select().from(categories).orderBy(asc(categories.position))
        return rows.map((c) => ({
          _id: c.id,
          category_id: c.categoryId,
          bodyType: c.bodyType,
          CategoryImage: c.image,
        }))
      }),

    featured: (): Promise<Car[]> =>
      cache.get('featured', async () => {
        const rows = await carsWithSellers(db)
          .where(and(eq(cars.status, 'Active'), eq(cars.isFeatured, true)))
          .orderBy(desc(cars.createdAt))
          .limit(FEATURED_LIMIT)
        return rows.map((r) => toWireCar(r, publicCar))
      }),

    /** The Active cars of a category, newest first; an unknown category is refused. */
    byCategory: (
      categoryId: string,
      { limit, offset }: ListWindow = { limit: DEFAULT_LIST_LIMIT, offset: 0 },
    ): Promise<Car[]> =>
      cache.get(`category ${categoryId} ${limit} ${offset}`, async () => {
        const [category] = await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.categoryId, categoryId))
        if (!category) throw new Refusal(404, 'Category not found')
        const rows = await carsWithSellers(db)
          .where(and(eq(cars.status, 'Active'), eq(cars.categoryId, categoryId)))
          .orderBy(...sortOrder.newest)
          .limit(limit)
          .offset(offset)
        return rows.map((r) => toWireCar(r, publicCar))
      }),

    /** A seller's public page: who they are (no address) and their Active cars, newest first. */
    // Not kept in the short cache: a review published in another process shows at once.
    seller: async (sellerId: string) => {
      const [person] = await db
        .select({
          name: users.name,
          createdAt: users.createdAt,
          ratingSum: users.ratingSum,
          ratingCount: users.ratingCount,
          dealerId: dealers.id,
          dealerName: dealers.name,
          dealerVerifiedAt: dealers.verifiedAt,
        })
        .from(users)
        .leftJoin(
          dealerMembers,
          and(eq(dealerMembers.userId, users.id), eq(dealerMembers.role, 'owner')),
        )
        .leftJoin(dealers, eq(dealers.id, dealerMembers.dealerId))
        .where(
          and(
            eq(users.id, sellerId),
            eq(users.role, 'seller'),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
          ),
        )
      if (!person) throw new Refusal(404, 'Seller not found')
      const rows = await carsWithSellers(db)
        .where(and(eq(cars.status, 'Active'), eq(cars.sellerId, sellerId)))
        .orderBy(...sortOrder.newest)
        .limit(SELLER_CARS_LIMIT)
      return {
        _id: sellerId,
        name: person.name,
        memberSince: person.createdAt.toISOString(),
        rating: toRating(person.ratingSum, person.ratingCount),
        dealer:
          person.dealerId && person.dealerName !== null
            ? {
                _id: person.dealerId,
                name: person.dealerName,
                verified: person.dealerVerifiedAt !== null,
              }
            : null,
        cars: rows.map((r) => toWireCar(r, publicCar)),
      }
    },

    /**
     * One car in any state, as `viewer` may see it (the seller's e-mail only for the seller and
     * admins); else refused. A Hidden car (modules/moderation) only for its seller and the
     * admins.
     */
    car: async (id: string, viewer?: Viewer): Promise<Car> => {
      // The row is kept, the same for every viewer; each gets the wire car they may see.
      const row = await cache.get(`car ${id}`, async () => {
        const [found] = await carsWithSellers(db).where(eq(cars.id, id))
        if (!found) throw new Refusal(404, 'Car not found')
        return found
      })
      const { status, sellerId, dealerId } = row.car
      // A dealer's people see its cars as its owner (who sells them) does.
      const asker =
        viewer && dealerId && viewer.id !== sellerId && viewer.role !== 'admin'
          ? { ...viewer, dealerId: await dealerOf(viewer.id) }
          : viewer
      if (status === 'Hidden' && !(asker && maySeeSellerEmail(asker, row.car))) {
        throw new Refusal(404, 'Car not found')
      }
      return toWireCar(row, asker)
    },

    /**
     * Up to six Active cars most like this one (GET /api/cars/{id}/similar): of its body type
     * only (a sedan's never lists a pickup), priced within SIMILAR_PRICE_BAND of it, and of a
     * model year within SIMILAR_YEAR_SPAN of its own; the nearest first, a model year apart
     * counting as 6 % of its price apart (DEAL_YEAR_RATE: what a year is worth to a deal
     * rating). Fewer cars rather than unlike ones. Read from the nearest-priced few above and
     * below (index cars_active_category_price), not by ranking every car of the body type.
     */
    similar: (id: string): Promise<Car[]> =>
      cache.get(`similar ${id}`, async () => {
        const [car] = await db
          .select({
            categoryId: cars.categoryId,
            price: cars.resalePriceCents,
            year: cars.modelYear,
          })
          .from(cars)
          .where(eq(cars.id, id))
        if (!car) throw new Refusal(404, 'Car not found')
        const low = Math.ceil(car.price * (1 - SIMILAR_PRICE_BAND))
        const high = Math.floor(car.price * (1 + SIMILAR_PRICE_BAND))
        // An older listing without a model year is matched by body type and price alone.
        const years =
          car.year === null
            ? sql``
            : sql`and model_year between ${car.year - SIMILAR_YEAR_SPAN} and ${car.year + SIMILAR_YEAR_SPAN}`
        const near = (from: number, to: number, order: SQL) =>
          sql`(select id from cars where status = 'Active' and id <> ${id}
            and category_id = ${car.categoryId} ${years}
            and resale_price_cents between ${from} and ${to} order by ${order}
            limit ${SIMILAR_CANDIDATES})`
        const candidates = sql`(${near(car.price, high, sql`resale_price_cents asc`)} union ${near(low, car.price - 1, sql`resale_price_cents desc`)})`
        const apart = sql`abs(${cars.resalePriceCents} - ${car.price})::float8 / ${car.price}`
        const rows = await carsWithSellers(db)
          .where(sql`${cars.id} in ${candidates}`)
          .orderBy(
            car.year === null
              ? apart
              : sql`${apart} + ${sql.raw(`${DEAL_YEAR_RATE}::float8`)} * abs(${cars.modelYear} - ${car.year})`,
            desc(cars.createdAt),
            asc(cars.id),
          )
          .limit(SIMILAR_LIMIT)
        return rows.map((r) => toWireCar(r, publicCar))
      }),

    /**
     * Cars by id in any state, for lists that point at cars (the wish list), without their
     * sellers' e-mail: a list is never where a seller's address is read.
     */
    async byIds(ids: string[]): Promise<Map<string, Car>> {
      if (ids.length === 0) return new Map()
      const rows = await carsWithSellers(db).where(inArray(cars.id, ids))
      return new Map(rows.map((r) => [r.car.id, toWireCar(r, publicCar)]))
    },
  }

  return {
    ...reads,
    ...catalogueSearch(db, { cache, categories: reads.categories }),
    ...postalCodeReads(db),
  }
}
export type CatalogueService = ReturnType<typeof catalogueService>
