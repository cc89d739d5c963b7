import { and, eq, sql } from 'drizzle-orm'
import type { Category, Interpreted } from '#shared/cars'
import { searchTerms, type CarSearch } from '#shared/search'
import type { Db } from '../../db/client'
import { postalCodes } from '../../db/schema'
import { Refusal } from '../../errors'
import { mentionsCity, readQuery, type BodyType, type ReadKey, type Reading } from './query-reader'
import { correctableWords, meantWord } from './typos'
import { asMake, searchable, type ReadSearch } from './search-query'

/** A place the words named ("near 60601", "in chicago") is searched this many miles around. */
export const READ_RADIUS = 100

/** The filters a query's words may set, when the search's own parameters do not. */
const readable = [
  'category',
  'maxPrice',
  'minModelYear',
  'maxMileage',
  'fuel',
  'drivetrain',
  'minSeats',
  'near',
] as const satisfies readonly (keyof CarSearch & ReadKey)[]

/**
 * A search as the database reads it; the words each thing its words named was read from; and
 * how its words were read, for the answer, when they named more than a make or model.
 */
export type ReadAnswer = ReadSearch & { from: Reading['from']; interpreted?: Interpreted }

/**
 * Turns a search's parameters into the search the database runs (docs/api.md "Search that
 * understands people"): its words read into filters (query-reader.ts), the place they or
 * `near` name found, and a typo in a word that finds nothing read as the make, model or body
 * type it was likely meant as.
 */
export function searchReader(db: Db, { categories }: { categories: () => Promise<Category[]> }) {
  let cityNames: Promise<Set<string>> | undefined
  /** Every city name we know, lower case: read once, when a query first may name one. */
  function cities(): Promise<Set<string>> {
    cityNames ??= db
      .selectDistinct({ city: sql<string>`lower(${postalCodes.city})` })
      .from(postalCodes)
      .then((rows) => new Set(rows.map((r) => r.city)))
    return cityNames
  }

  const bodyTypesOf = (list: Category[]): BodyType[] =>
    list.map((c) => ({ categoryId: c.category_id, bodyType: c.bodyType }))
  let known: { from: Category[]; words: string[] } | undefined
  /** The words a typo may be corrected to, for the categories as they are now. */
  async function correctable(): Promise<string[]> {
    const list = await categories()
    if (known?.from !== list) known = { from: list, words: correctableWords(bodyTypesOf(list)) }
    return known.words
  }

  async function findPlace(zip: string) {
    const [found] = await db
      .select({ latitude: postalCodes.latitude, longitude: postalCodes.longitude })
      .from(postalCodes)
      .where(eq(postalCodes.zip, zip))
    return found
  }

  const unknownZip = (field: string) =>
    new Refusal(400, 'We don’t know this ZIP code: check it for a typo', field)

  /** A city's place: the middle of its ZIP codes, in the state that has the most of them. */
  async function findCity(city: string, state?: string) {
    const [found] = await db
      .select({
        zip: sql<string>`min(${postalCodes.zip})`,
        state: postalCodes.state,
        name: sql<string>`min(${postalCodes.city})`,
        latitude: sql<number>`avg(${postalCodes.latitude})`.mapWith(Number),
        longitude: sql<number>`avg(${postalCodes.longitude})`.mapWith(Number),
      })
      .from(postalCodes)
      .where(
        and(
          sql`lower(${postalCodes.city}) = ${city}`,
          state ? eq(postalCodes.state, state) : undefined,
        ),
      )
      .groupBy(postalCodes.state)
      .orderBy(sql`count(*) desc`, postalCodes.state)
      .limit(1)
    return found
  }

  /** Where the words said the car should be, or nothing when they named no place we know. */
  async function placeOf(reading: Reading) {
    const place = reading.place
    if (!place) return undefined
    if ('zip' in place) {
      const found = await findPlace(place.zip)
      // "near 99999" is a mistake to point out; a lone number that is no ZIP code is a word.
      if (!found && place.said) throw unknownZip('querystring.q')
      return found && { ...found, zip: place.zip, name: undefined }
    }
    const found = await findCity(place.city, place.state)
    return found && { ...found, name: `${found.name}, ${found.state}` }
  }

  return {
    /** Whether we know a ZIP code (a saved search's `near`). */
    knowsPlace: async (zip: string) => (await findPlace(zip)) !== undefined,

    /**
     * A search as the database reads it. Its own parameters win over what its words say: the
     * words of a filter it sets stay words. A ZIP code we do not know is refused.
     */
    async read(params: CarSearch): Promise<ReadAnswer> {
      if (!params.q) {
        const origin = params.near ? await findPlace(params.near) : undefined
        if (params.near && !origin) throw unknownZip('querystring.near')
        return { params: nearestFirst(params, origin), terms: [], origin, from: {} }
      }
      const skip = new Set<ReadKey>(readable.filter((key) => params[key] !== undefined))
      if (params.sort !== 'relevance') skip.add('sort')
      const reading = readQuery(params.q, {
        bodyTypes: bodyTypesOf(await categories()),
        cities: mentionsCity(params.q) ? await cities() : undefined,
        skip,
      })
      const place = await placeOf(reading)
      let words = reading.words
      const from = { ...reading.from }
      if (reading.place && !place) {
        words = `${words} ${from.near}`.trim()
        delete from.near
      }
      const explicit = params.near ? await findPlace(params.near) : undefined
      if (params.near && !explicit) throw unknownZip('querystring.near')
      const origin = explicit ?? place
      const read: CarSearch = {
        ...params,
        ...reading.filters,
        ...(place && { near: place.zip, radius: params.radius ?? READ_RADIUS }),
      }
      // A make or model alone is no news: the words are searched as typed.
      const interpreted: Interpreted | undefined = Object.keys(from).every(
        (key) => key === 'make' || key === 'model',
      )
        ? undefined
        : {
            q: words,
            ...reading.filters,
            ...(reading.make && { make: reading.make }),
            ...(reading.model && { model: reading.model }),
            ...(place && {
              near: place.zip,
              radius: read.radius,
              ...(place.name && { place: place.name }),
            }),
            from,
          }
      return {
        params: nearestFirst(read, origin),
        terms: searchTerms(words).map(asMake),
        origin: origin && { latitude: origin.latitude, longitude: origin.longitude },
        from,
        interpreted,
      }
    },

    /**
     * The words as they were likely meant, when the words as typed find nothing: a word of
     * four letters or more that begins no word of any Active car is read as the make, model
     * or body type it is most like ("toyta" is "toyota", "camery" "camry"; a saved search for
     * "grecalle" finds the first Maserati Grecale). A word that is itself a make, model or body
     * type is never read as another: with no Camry for sale, "camry" finds nothing, not a
     * Camaro.
     */
    async understood(typed: string[]): Promise<string[]> {
      const words = await correctable()
      const guesses = new Map<string, string>()
      for (const t of typed) {
        if (t.length < 4 || /^\p{N}+$/u.test(t)) continue
        const meant = meantWord(t, words)
        if (meant) guesses.set(t, meant)
      }
      if (guesses.size === 0) return typed
      // The typed words are letters and digits only (searchTerms), safe in a tsquery.
      const unknown = await db
        .select({ term: sql<string>`t.term` })
        .from(
          sql`unnest(array[${sql.join(
            [...guesses.keys()].map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]) as t(term)`,
        )
        .where(
          sql`not exists (select 1 from cars where status = 'Active'
            and ${searchable} @@ to_tsquery('simple', t.term))`,
        )
      const misspelt = new Set(unknown.map((r) => r.term))
      // A correction is one of our own words: letters and digits only, safe in a tsquery too.
      return typed.map((t) => (misspelt.has(t) ? asMake(guesses.get(t)!) : t))
    },
  }
}

/** A search with a place and no order of its own lists the nearest cars first. */
function nearestFirst(params: CarSearch, origin: unknown): CarSearch {
  return origin && params.sort === 'relevance' ? { ...params, sort: 'distance' } : params
}
