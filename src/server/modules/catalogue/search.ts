import { and, eq, sql } from 'drizzle-orm'
import type { CarPage, Category } from '#shared/cars'
import { searchTerms, SUGGESTION_LIMIT, type CarSearch, type Suggestion } from '#shared/search'
import { vehicleSuggestions } from '#shared/vehicles'
import type { Db } from '../../db/client'
import { cars } from '../../db/schema'
import { Refusal } from '../../errors'
import { closest } from './fallback'
import { countSearch } from './search-count'
import { searchReader, type ReadAnswer } from './read-search'
import { milesBetween, orderOf, searchFilters, type ReadSearch } from './search-query'
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

  const reader = searchReader(db, { categories })

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
    const counted = () => countSearch(db, search)
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

  /**
   * The first of these searches that finds a car, or none: one statement, whose tests stop at
   * the first that finds one.
   */
  async function firstFinding(searches: ReadSearch[]): Promise<number | undefined> {
    if (searches.length === 0) return undefined
    const tests = searches.map(
      (s, i) =>
        sql`when exists (select 1 from ${cars} where ${and(eq(cars.status, 'Active'), ...searchFilters(s))}) then ${sql.raw(String(i))}`,
    )
    const [row] = await db
      .select({ first: sql`case ${sql.join(tests, sql` `)} else -1 end`.mapWith(Number) })
      .from(sql`(values (0)) as one (x)`)
    const first = row?.first ?? -1
    return first >= 0 ? first : undefined
  }

  /**
   * A search's answer, or when its words as typed find nothing, theirs as likely meant; and
   * the search that gave it.
   */
  async function understoodAnswer(search: ReadAnswer) {
    const found = await answer(search)
    if (found.total > 0 || search.terms.length === 0) return { found, meant: search }
    const terms = await reader.understood(search.terms)
    if (terms.join(' ') === search.terms.join(' ')) return { found, meant: search }
    const meant = { ...search, terms }
    return { found: await answer(meant), meant }
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
      if (search.near && !(await reader.knowsPlace(search.near))) return false
      // Nor does a ZIP code its words name that we no longer know.
      const typed = await reader.read(search).catch((error: unknown) => {
        if (error instanceof Refusal) return undefined
        throw error
      })
      if (!typed) return false
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
      const terms = await reader.understood(typed.terms)
      return terms.join(' ') !== typed.terms.join(' ') && hit(terms)
    },

    /** Whether we know a ZIP code (a saved search's `near`). */
    knowsPlace: reader.knowsPlace,

    /**
     * Public search over Active cars (GET /api/cars); every filter can use an index. When
     * nothing matches, the answer says so and offers the closest (fallback.ts).
     */
    search: (params: CarSearch): Promise<CarPage> =>
      cache.get(`search ${JSON.stringify(params)}`, async () => {
        const read = await reader.read(params)
        const { interpreted } = read
        const { found, meant } = await understoodAnswer(read)
        if (found.total > 0 || params.page > 1)
          return { ...found, ...(interpreted && { interpreted }) }
        // Widened from the words as meant: their typos are not read again for each widening.
        const fallback = await closest(meant, { answer, firstFinding })
        return {
          ...found,
          ...(interpreted && { interpreted }),
          ...(fallback && { fallback }),
        }
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
        const meant = (await reader.understood(typed)).join(' ')
        return meant === typed.join(' ') ? [] : suggestionsFor(meant)
      }),
  }
}
