import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Car, CarPage, Category } from '../../../shared/cars'
import { FEATURED_LIMIT } from '../../../shared/cars'
import { DEFAULT_LIST_LIMIT, type ListWindow } from '../../../shared/lists'
import {
  searchTerms,
  SUGGESTION_LIMIT,
  type CarSearch,
  type SortValue,
  type Suggestion,
} from '../../../shared/search'
import { findMake, vehicleSuggestions } from '../../../shared/vehicles'
import type { Db } from '../../db/client'
import {
  activeCarCounts,
  cars,
  categories,
  dealerMembers,
  dealers,
  postalCodes,
  users,
} from '../../db/schema'
import { Refusal } from '../../errors'
import { shortCache } from './short-cache'
import { carsWithSellers, maySeeSellerEmail, toRating, toWireCar, type Viewer } from './wire-car'

// The id breaks ties in the same direction, matching the (column, id) indexes. Relevance and
// distance depend on the search (`orderOf`); these are the orders that do not.
const sortOrder = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  price_asc: [asc(cars.resalePriceCents), asc(cars.id)],
  price_desc: [desc(cars.resalePriceCents), desc(cars.id)],
  // A dealer's car may not say its year of buying or mpg: it comes after those that do, read in
  // order from the (column desc nulls last, id desc) indexes.
  year_desc: [sql`${cars.buyingYear} desc nulls last`, desc(cars.id)],
  mileage_asc: [asc(cars.mileage), asc(cars.id)],
  mpg_desc: [sql`${cars.milesPerGallon} desc nulls last`, desc(cars.id)],
} satisfies Record<Exclude<SortValue, 'relevance' | 'distance'>, SQL[]>

// Exactly the expression of the cars_active_text index (schema.ts), so the planner uses it.
const searchable = sql`(word_starts(${cars.search}) || array_to_tsvector(array['cat:' || ${cars.categoryId}]))`
// Exactly the expression of the cars_active_place index.
const place = sql`ll_to_earth(${cars.latitude}, ${cars.longitude})`
const METRES_PER_MILE = 1609.344

/**
 * A word that is another name for a make ("chevy", "vw") becomes the make's own; a make of two
 * words ("Alfa Romeo") stays as typed, since the words are matched one by one.
 */
function asMake(term: string) {
  const make = findMake(term)?.toLowerCase().replaceAll('-', '')
  return make && /^[\p{L}\p{N}]+$/u.test(make) ? make : term
}

/** A search as the database reads it: its words as understood, and where `near` is. */
type ReadSearch = {
  params: CarSearch
  terms: string[]
  origin?: { latitude: number; longitude: number }
}

/** The words of a search, each one letters and digits only: safe to build a tsquery from. */
const tsquery = (terms: string[], prefix = '') => terms.map((t) => t + prefix).join(' & ')

function searchFilters({ params: p, terms, origin }: ReadSearch): SQL[] {
  const filters: (SQL | undefined)[] = []
  if (terms.length > 0) {
    // Each word must match the start of a word ("toy cam" finds "Toyota Camry"): the index
    // holds every word's beginnings. A category id is [a-z0-9-] (categoryIdSchema), so its
    // quoted word cannot make the tsquery malformed.
    const query = tsquery(terms)
    filters.push(
      p.category
        ? sql`${searchable} @@ (to_tsquery('simple', ${query}) && ${`'cat:${p.category}'`}::tsquery)`
        : sql`${searchable} @@ to_tsquery('simple', ${query})`,
    )
    // The same test by prefixes of the words themselves: when the place index finds the cars
    // (a radius around a ZIP code), this cheaper one runs first and word_starts only for the
    // cars that pass it.
    if (origin && p.radius !== undefined) {
      filters.push(sql`${cars.search} @@ to_tsquery('simple', ${tsquery(terms, ':*')})`)
    }
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
  if (p.make) filters.push(sql`lower(${cars.make}) = ${(findMake(p.make) ?? p.make).toLowerCase()}`)
  if (p.model) filters.push(sql`lower(${cars.model}) = ${p.model.toLowerCase()}`)
  if (p.fuel) filters.push(eq(cars.fuelType, p.fuel))
  if (p.transmission) filters.push(eq(cars.transmission, p.transmission))
  // Nearest first reads the cars_active_place index in order, which holds the cars with a place.
  if (origin && p.sort === 'distance' && p.radius === undefined) {
    filters.push(sql`${cars.latitude} is not null`)
  }
  if (origin && p.radius !== undefined) {
    // The cube around the circle finds the candidates from the index; the distance keeps those
    // inside the circle.
    const from = sql`ll_to_earth(${origin.latitude}, ${origin.longitude})`
    const metres = p.radius * METRES_PER_MILE
    filters.push(
      sql`${cars.latitude} is not null and earth_box(${from}, ${metres}) @> ${place} and earth_distance(${from}, ${place}) <= ${metres}`,
    )
  }
  if (p.minPrice !== undefined) filters.push(gte(cars.resalePriceCents, p.minPrice * 100))
  if (p.maxPrice !== undefined) filters.push(lte(cars.resalePriceCents, p.maxPrice * 100))
  if (p.minYear !== undefined) filters.push(gte(cars.buyingYear, `${p.minYear}-01-01`))
  if (p.maxYear !== undefined) filters.push(lte(cars.buyingYear, `${p.maxYear}-12-31`))
  if (p.minModelYear !== undefined) filters.push(gte(cars.modelYear, p.minModelYear))
  if (p.maxModelYear !== undefined) filters.push(lte(cars.modelYear, p.maxModelYear))
  if (p.minMileage !== undefined) filters.push(gte(cars.mileage, p.minMileage))
  if (p.maxMileage !== undefined) filters.push(lte(cars.mileage, p.maxMileage))
  return filters.filter((f): f is SQL => f !== undefined)
}

/**
 * The order of a search's results. Best match: the cars whose own words (weight A of the
 * search column: make, model, trim, name) hold the search words first, then the rest, newest
 * first among equals. Distance: nearest first, read in order from the cars_active_place index.
 */
function orderOf({ params, terms, origin }: ReadSearch): SQL[] {
  if (params.sort === 'distance' && origin) {
    // Distance alone: a second key would make PostgreSQL sort every car instead of reading
    // the nearest from the index. Cars at the same distance (one ZIP code) come in the index's
    // order, which holds from one page to the next while the cars stay as they are.
    return [sql`${place} <-> ll_to_earth(${origin.latitude}, ${origin.longitude})`]
  }
  if (params.sort === 'relevance' || params.sort === 'distance') {
    if (terms.length === 0) return sortOrder.newest
    return [
      desc(sql`ts_rank(${cars.search}, to_tsquery('simple', ${tsquery(terms, ':*')}))`),
      ...sortOrder.newest,
    ]
  }
  return sortOrder[params.sort]
}

/** Great-circle miles on the sphere earthdistance uses (earth(): 6,378,168 m). */
function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  return (2 * 6_378_168 * Math.asin(Math.sqrt(h))) / METRES_PER_MILE
}

/**
 * What visitors read: categories, featured cars, a category's cars, search, one car. The
 * answers are the same for everyone, so each is kept for `cacheTtlMs` (docs/decisions/0023-caching-public-catalogue-data.md); `forget()` drops them after a write.
 */
/** docs/api.md: GET /api/cars/{id}/similar answers at most this many cars. */
const SIMILAR_LIMIT = 6
/** The most cars a seller's page lists (the newest). */
const SELLER_CARS_LIMIT = 48

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

  /**
   * A search's words as typed, where another name for a make becomes the make's, and `near`'s
   * coordinates; a ZIP code we do not know is refused.
   */
  async function read(params: CarSearch): Promise<ReadSearch> {
    const origin = params.near ? await placeOf(params.near) : undefined
    return { params, terms: searchTerms(params.q).map(asMake), origin }
  }

  /**
   * The words as understood: a word of four letters or more that begins no word of any Active
   * car is read as the most similar word cars are known by (search_vocabulary, by pg_trgm's
   * similarity): "toyta" is "toyota", "camery" "camry". Asked when the words as typed find
   * nothing, so a search that finds cars costs no more for it.
   */
  async function understood(typed: string[]): Promise<string[]> {
    const unsure = typed.filter((t) => t.length >= 4 && !/^\p{N}+$/u.test(t))
    if (unsure.length === 0) return typed
    // The vocabulary holds letters and digits only (is_search_word, migration 0022), like the
    // typed words, so a correction is safe in a tsquery. Not the word itself: a word only a
    // sold car had would find nothing again.
    const corrections = await db
      .select({
        term: sql<string>`t.term`,
        nearest: sql<string | null>`(select v.word from search_vocabulary v
          where similarity(v.word, t.term) >= 0.3 and v.word <> t.term
          order by similarity(v.word, t.term) desc, v.word limit 1)`,
      })
      .from(
        sql`unnest(array[${sql.join(
          unsure.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]) as t(term)`,
      )
      .where(
        sql`not exists (select 1 from cars where status = 'Active'
          and ${searchable} @@ to_tsquery('simple', t.term))`,
      )
    const nearest = new Map(corrections.map((r) => [r.term, r.nearest]))
    return typed.map((t) => nearest.get(t) ?? t)
  }

  /** One page of a search's answers, and their total. */
  async function answer(search: ReadSearch): Promise<CarPage> {
    const { params } = search
    const { page, pageSize } = params
    const where = and(eq(cars.status, 'Active'), ...searchFilters(search))
    const order = orderOf(search)
    // A text search reads every match from the text index whatever the order, so the
    // same pass counts them (`count(*) over ()`); other searches stop at the page's end
    // in an index's order and are counted apart, from a narrow index or the kept counts.
    const countedHere = search.terms.length > 0
    // The page's ids first, then their rows and sellers: a search of thousands of matches
    // reads 24 sellers, not one per match before the sort.
    const pageIds = db
      .select({
        id: cars.id,
        total: (countedHere ? sql`count(*) over ()` : sql`0`).mapWith(Number).as('total'),
      })
      .from(cars)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .as('page_ids')
    const counted = async () => {
      const unfiltered = searchFilters({
        ...search,
        params: { ...params, category: undefined },
      })
      const [n] = await (unfiltered.length === 0
        ? // Nothing but the category, if that: the total is kept per category.
          db
            .select({
              n: sql<number>`coalesce(sum(${activeCarCounts.cars}), 0)`.mapWith(Number),
            })
            .from(activeCarCounts)
            .where(params.category ? eq(activeCarCounts.categoryId, params.category) : undefined)
        : db.select({ n: count() }).from(cars).where(where))
      return n?.n ?? 0
    }
    const [rows, apart] = await Promise.all([
      carsWithSellers(db, { total: pageIds.total })
        .innerJoin(pageIds, eq(pageIds.id, cars.id))
        .orderBy(...order),
      countedHere ? undefined : counted(),
    ])
    // Past the last page the pass has no row to tell the total.
    const total = apart ?? rows[0]?.total ?? (page > 1 ? await counted() : 0)
    const { origin } = search
    return {
      items: rows.map((r) => {
        const car = toWireCar(r, publicCar)
        const { latitude, longitude } = r.car
        return origin && latitude !== null && longitude !== null
          ? { ...car, distance: Math.round(milesBetween(origin, { latitude, longitude })) }
          : car
      }),
      total,
      page,
      pageSize,
    }
  }

  async function findPlace(zip: string) {
    const [found] = await db
      .select({ latitude: postalCodes.latitude, longitude: postalCodes.longitude })
      .from(postalCodes)
      .where(eq(postalCodes.zip, zip))
    return found
  }

  async function placeOf(zip: string) {
    const found = await findPlace(zip)
    if (!found) {
      throw new Refusal(400, 'We don’t know this ZIP code: check it for a typo', 'querystring.near')
    }
    return found
  }

  const self = {
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
     * Up to six Active cars most like this one (GET /api/cars/{id}/similar): of its body
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
      // A saved search's ZIP code that we no longer know matches nothing, and stops no alert.
      if (search.near && !(await findPlace(search.near))) return false
      const typed = await read(search)
      const hit = async (terms: string[]) =>
        (
          await db
            .select({ id: cars.id })
            .from(cars)
            .where(
              and(
                eq(cars.id, carId),
                eq(cars.status, 'Active'),
                ...searchFilters({ ...typed, terms }),
              ),
            )
        ).length > 0
      if (await hit(typed.terms)) return true
      const terms = await understood(typed.terms)
      return terms.join(' ') !== typed.terms.join(' ') && hit(terms)
    },

    /** Whether we know a ZIP code (a saved search's `near`). */
    async knowsPlace(zip: string): Promise<boolean> {
      return (await findPlace(zip)) !== undefined
    },

    /**
     * Cars by id in any state, for lists that point at cars (the wish list), without their
     * sellers' e-mail: a list is never where a seller's address is read.
     */
    async byIds(ids: string[]): Promise<Map<string, Car>> {
      if (ids.length === 0) return new Map()
      const rows = await carsWithSellers(db).where(inArray(cars.id, ids))
      return new Map(rows.map((r) => [r.car.id, toWireCar(r, publicCar)]))
    },

    /** Public search over Active cars (GET /api/cars); every filter can use an index. */
    search: (params: CarSearch): Promise<CarPage> =>
      cache.get(`search ${JSON.stringify(params)}`, async () => {
        const typed = await read(params)
        const found = await answer(typed)
        if (found.total > 0 || typed.terms.length === 0) return found
        const terms = await understood(typed.terms)
        return terms.join(' ') === typed.terms.join(' ') ? found : answer({ ...typed, terms })
      }),

    /**
     * Suggestions under the search box (GET /api/cars/suggest): makes and models from
     * the project's list (src/shared/vehicles.ts) and body types, that begin with what was
     * typed; when nothing does, the same for the words as a search would understand them
     * ("toyta" suggests Toyota).
     */
    suggest: (text: string): Promise<Suggestion[]> =>
      cache.get(`suggest ${searchTerms(text).join(' ')}`, async () => {
        const typed = searchTerms(text)
        if (typed.length === 0) return []
        const found = await suggestionsFor(typed.join(' '))
        if (found.length > 0) return found
        const meant = (await understood(typed)).join(' ')
        return meant === typed.join(' ') ? [] : suggestionsFor(meant)
      }),
  }

  async function suggestionsFor(text: string): Promise<Suggestion[]> {
    const folded = text.replace(/[^\p{L}\p{N}]/gu, '')
    const vehicles = vehicleSuggestions(text).map(({ make, model }): Suggestion => {
      const label = model ? `${make} ${model}` : make
      return {
        label,
        kind: model ? 'model' : 'make',
        query: `q=${encodeURIComponent(label).replaceAll('%20', '+')}`,
      }
    })
    const bodyTypes = (await self.categories())
      .filter((c) =>
        [c.category_id, c.bodyType].some((name) =>
          name
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]/gu, '')
            .startsWith(folded),
        ),
      )
      .map((c): Suggestion => ({
        label: c.bodyType,
        kind: 'category',
        query: `category=${c.category_id}`,
      }))
    // Makes, then body types, then models: a short word names a make or a body type more often
    // than the beginning of a model.
    const makes = vehicles.filter((v) => v.kind === 'make')
    const models = vehicles.filter((v) => v.kind === 'model')
    return [...makes, ...bodyTypes, ...models].slice(0, SUGGESTION_LIMIT)
  }

  return self
}
export type CatalogueService = ReturnType<typeof catalogueService>
