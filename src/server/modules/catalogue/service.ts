import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Car, CarPage, Category } from '../../../shared/cars'
import { FEATURED_LIMIT } from '../../../shared/cars'
import { DEFAULT_LIST_LIMIT, type ListWindow } from '../../../shared/lists'
import { searchTerms, type CarSearch, type SortValue } from '../../../shared/search'
import { findMake } from '../../../shared/vehicles'
import type { Db } from '../../db/client'
import { activeCarCounts, cars, categories, users } from '../../db/schema'
import { Refusal } from '../../errors'
import { shortCache } from './short-cache'
import { carsWithSellers, toRating, toWireCar } from './wire-car'

// The id breaks ties in the same direction, matching the (column, id) indexes.
const sortOrder: Record<SortValue, SQL[]> = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  price_asc: [asc(cars.resalePriceCents), asc(cars.id)],
  price_desc: [desc(cars.resalePriceCents), desc(cars.id)],
  year_desc: [desc(cars.buyingYear), desc(cars.id)],
  mileage_asc: [asc(cars.mileage), asc(cars.id)],
  mpg_desc: [desc(cars.milesPerGallon), desc(cars.id)],
}

// Exactly the expression of the cars_active_text index (schema.ts), so the planner uses it.
const searchable = sql`(word_starts(${cars.search}) || array_to_tsvector(array['cat:' || ${cars.categoryId}]))`

/**
 * A word that is another name for a make ("chevy", "vw") becomes the make's own; a make of two
 * words ("Alfa Romeo") stays as typed, since the words are matched one by one.
 */
function asMake(term: string) {
  const make = findMake(term)?.toLowerCase().replaceAll('-', '')
  return make && /^[\p{L}\p{N}]+$/u.test(make) ? make : term
}

function searchFilters(p: CarSearch): SQL[] {
  const filters: (SQL | undefined)[] = []
  const terms = searchTerms(p.q).map(asMake)
  if (terms.length > 0) {
    // Each word must match the start of a word ("toy cam" finds "Toyota Camry"): the index
    // holds every word's beginnings. The words are letters and digits only, so the tsquery
    // cannot be malformed; a category id is [a-z0-9-] (categoryIdSchema), so its quoted word
    // cannot be either.
    const query = terms.join(' & ')
    filters.push(
      p.category
        ? sql`${searchable} @@ (to_tsquery('simple', ${query}) && ${`'cat:${p.category}'`}::tsquery)`
        : sql`${searchable} @@ to_tsquery('simple', ${query})`,
    )
  } else if (p.category) {
    filters.push(eq(cars.categoryId, p.category))
  }
  if (p.condition) filters.push(eq(cars.condition, p.condition))
  if (p.company) {
    // A make's beginning, or a name people use for it ("merc", "toyo", "chevy"): the range
    // lets the index on lower(company) find it, the LIKE keeps exactly that beginning.
    const prefix = (findMake(p.company) ?? p.company).toLowerCase()
    const chars = Array.from(prefix)
    const last = chars.pop() ?? ''
    const next = chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1)
    const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`
    filters.push(
      sql`lower(${cars.company}) >= ${prefix} and lower(${cars.company}) < ${next} and lower(${cars.company}) like ${pattern}`,
    )
  }
  if (p.fuel) filters.push(eq(cars.fuelType, p.fuel))
  if (p.transmission) filters.push(eq(cars.transmission, p.transmission))
  if (p.minPrice !== undefined) filters.push(gte(cars.resalePriceCents, p.minPrice * 100))
  if (p.maxPrice !== undefined) filters.push(lte(cars.resalePriceCents, p.maxPrice * 100))
  if (p.minYear !== undefined) filters.push(gte(cars.buyingYear, `${p.minYear}-01-01`))
  if (p.maxYear !== undefined) filters.push(lte(cars.buyingYear, `${p.maxYear}-12-31`))
  if (p.minMileage !== undefined) filters.push(gte(cars.mileage, p.minMileage))
  if (p.maxMileage !== undefined) filters.push(lte(cars.mileage, p.maxMileage))
  return filters.filter((f): f is SQL => f !== undefined)
}

/**
 * What visitors read: categories, featured cars, a category's cars, search, one car. The
 * answers are the same for everyone, so each is kept for `cacheTtlMs` (docs/decisions.md
 * "Caching public catalogue data"); `forget()` drops them after a write.
 */
/** API.md: GET /api/cars/{id}/similar answers at most this many cars. */
const SIMILAR_LIMIT = 6
/** The most cars a seller's page lists (the newest). */
const SELLER_CARS_LIMIT = 48

export function catalogueService(db: Db, { cacheTtlMs }: { cacheTtlMs: number }) {
  const cache = shortCache({ ttlMs: cacheTtlMs })
  const publicCar = { showSeller: false }
  const signedInCar = { showSeller: true }

  return {
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
        })
        .from(users)
        .where(and(eq(users.id, sellerId), eq(users.role, 'seller'), isNull(users.deletedAt)))
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
        cars: rows.map((r) => toWireCar(r, publicCar)),
      }
    },

    /** One car in any state, with its seller's email (for signed-in people); else refused. */
    car: (id: string): Promise<Car> =>
      cache.get(`car ${id}`, async () => {
        const [row] = await carsWithSellers(db).where(eq(cars.id, id))
        if (!row) throw new Refusal(404, 'Car not found')
        return toWireCar(row, signedInCar)
      }),

    /**
     * Up to six Active cars most like this one (API.md GET /api/cars/{id}/similar): of its body
     * type or its make, priced within a factor of 1.5 of it; the same model first, then the
     * same make, then the same body type, then the nearest price and model year. Read from the
     * nearest-priced few of each (indexes cars_active_*_price), not by ranking every car.
     */
    similar: (id: string): Promise<Car[]> =>
      cache.get(`similar ${id}`, async () => {
        const [car] = await db
          .select({
            make: cars.make,
            model: cars.model,
            categoryId: cars.categoryId,
            price: cars.resalePriceCents,
            year: cars.modelYear,
          })
          .from(cars)
          .where(eq(cars.id, id))
        if (!car) throw new Refusal(404, 'Car not found')
        // A car without a make (an older listing) ranks by body type and price alone: a
        // constant is no ORDER BY term in PostgreSQL.
        const sameMake = car.make ? eq(cars.make, car.make) : undefined
        const low = Math.floor(car.price / 1.5)
        const high = Math.ceil(car.price * 1.5)
        // The few candidates, each set read from an index in price order: the nearest prices
        // above and below of the same make, and of the same body type, and the same model.
        const near = (same: SQL, from: number, to: number, order: SQL) =>
          sql`(select id from cars where status = 'Active' and id <> ${id} and ${same}
            and resale_price_cents between ${from} and ${to} order by ${order} limit ${SIMILAR_LIMIT})`
        const up = sql`resale_price_cents asc`
        const down = sql`resale_price_cents desc`
        const byCategory = sql`category_id = ${car.categoryId}`
        const sets = [
          near(byCategory, car.price, high, up),
          near(byCategory, low, car.price - 1, down),
        ]
        if (car.make) {
          const byMake = sql`make = ${car.make}`
          sets.push(near(byMake, car.price, high, up), near(byMake, low, car.price - 1, down))
          if (car.model) {
            const byModel = sql`make = ${car.make} and model = ${car.model}`
            sets.push(near(byModel, low, high, sql`abs(resale_price_cents - ${car.price})`))
          }
        }
        const candidates = sql`(${sql.join(sets, sql` union `)})`
        const rows = await carsWithSellers(db)
          .where(sql`${cars.id} in ${candidates}`)
          .orderBy(
            ...(sameMake && car.model
              ? [desc(sql`${sameMake} and ${cars.model} = ${car.model}`)]
              : []),
            ...(sameMake ? [desc(sameMake)] : []),
            desc(eq(cars.categoryId, car.categoryId)),
            sql`abs(${cars.resalePriceCents} - ${car.price})`,
            sql`abs(coalesce(${cars.modelYear}, 0) - ${car.year ?? 0})`,
            desc(cars.createdAt),
          )
          .limit(SIMILAR_LIMIT)
        return rows.map((r) => toWireCar(r, publicCar))
      }),

    /** Whether an Active car is among a search's answers (a saved search's alerts). */
    async matches(carId: string, search: CarSearch): Promise<boolean> {
      const [hit] = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, carId), eq(cars.status, 'Active'), ...searchFilters(search)))
      return hit !== undefined
    },

    /** Cars by id in any state, for lists that point at cars (the wish list). */
    async byIds(ids: string[]): Promise<Map<string, Car>> {
      if (ids.length === 0) return new Map()
      const rows = await carsWithSellers(db).where(inArray(cars.id, ids))
      return new Map(rows.map((r) => [r.car.id, toWireCar(r, signedInCar)]))
    },

    /** Public search over Active cars (API.md GET /api/cars); every filter can use an index. */
    search: (params: CarSearch): Promise<CarPage> =>
      cache.get(`search ${JSON.stringify(params)}`, async () => {
        const { page, pageSize } = params
        const where = and(eq(cars.status, 'Active'), ...searchFilters(params))
        const order = sortOrder[params.sort]
        // The page's ids first, then their rows and sellers: a search of thousands of matches
        // reads 24 sellers, not one per match before the sort.
        const pageIds = db
          .select({ id: cars.id })
          .from(cars)
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .as('page_ids')
        const [rows, [total]] = await Promise.all([
          carsWithSellers(db)
            .innerJoin(pageIds, eq(pageIds.id, cars.id))
            .orderBy(...order),
          searchFilters({ ...params, category: undefined }).length === 0
            ? // Nothing but the category, if that: the total is kept per category.
              db
                .select({
                  n: sql<number>`coalesce(sum(${activeCarCounts.cars}), 0)`.mapWith(Number),
                })
                .from(activeCarCounts)
                .where(
                  params.category ? eq(activeCarCounts.categoryId, params.category) : undefined,
                )
            : db.select({ n: count() }).from(cars).where(where),
        ])
        return {
          items: rows.map((r) => toWireCar(r, publicCar)),
          total: total?.n ?? 0,
          page,
          pageSize,
        }
      }),
  }
}
export type CatalogueService = ReturnType<typeof catalogueService>
