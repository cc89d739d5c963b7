import { and, count, eq, sql } from 'drizzle-orm'
import type { CarPage, Category } from '#shared/cars'
import { searchTerms, SUGGESTION_LIMIT, type CarSearch, type Suggestion } from '#shared/search'
import { vehicleSuggestions } from '#shared/vehicles'
import type { Db } from '../../db/client'
import { activeCarCounts, cars, postalCodes } from '../../db/schema'
import { Refusal } from '../../errors'
import {
  asMake,
  milesBetween,
  orderOf,
  searchable,
  searchFilters,
  type ReadSearch,
} from './search-query'
import type { ShortCache } from './short-cache'
import { carsWithSellers, toWireCar } from './wire-car'

/**
 * Search over Active cars: its answers and their total, the words as understood when the
 * typed ones find nothing, a saved search's test of one car, and the suggestions under the
 * search box. Kept in the catalogue's short cache, as its reads are.
 */
export function catalogueSearch(
  db: Db,
  { cache, categories }: { cache: ShortCache; categories: () => Promise<Category[]> },
) {
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
    const bodyTypes = (await categories())
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

  return {
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
}
