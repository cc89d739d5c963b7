import { asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { CarSearch, SortValue } from '#shared/search'
import { findMake } from '#shared/vehicles'
import { cars } from '../../db/schema'

// A search as SQL: its filters and its order, each one an index can answer (schema.ts).

// The id breaks ties in the same direction, matching the (column, id) indexes. Relevance and
// distance depend on the search (`orderOf`); these are the orders that do not.
export const sortOrder = {
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
export const searchable = sql`(word_starts(${cars.search}) || array_to_tsvector(array_remove(array['cat:' || ${cars.categoryId}, 'geo:' || floor(${cars.latitude}) || ':' || floor(${cars.longitude})], null)))`
// Exactly the expression of the cars_active_place index.
const place = sql`ll_to_earth(${cars.latitude}, ${cars.longitude})`
const METRES_PER_MILE = 1609.344
/** The radius of earthdistance's sphere (its earth()), in metres. */
const EARTH_METRES = 6_378_168
/** Miles in a degree of latitude on earthdistance's sphere. */
const MILES_PER_DEGREE = (2 * Math.PI * EARTH_METRES) / 360 / METRES_PER_MILE

/**
 * Each car's great-circle distance from `origin` in metres, on earthdistance's sphere, as plain
 * arithmetic on its latitude and longitude (the haversine of `milesBetween`): earth_distance
 * would build each car's cube first, which took ten times as long (16 ms against 1.5 for the
 * 1,300 cars around Chicago).
 */
function metresFrom(origin: { latitude: number; longitude: number }) {
  const { latitude: lat, longitude: lon } = origin
  return sql`2 * ${sql.raw(String(EARTH_METRES))} * asin(least(1, sqrt(power(sin(radians(${cars.latitude} - ${lat}) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(${cars.latitude})) * power(sin(radians(${cars.longitude} - ${lon}) / 2), 2))))`
}
/** The most cells a search names; a wider circle is found from the place index instead. */
const MOST_CELLS = 64

/**
 * The words ('geo:41:-88') of the whole degrees of latitude and longitude a circle touches:
 * each Active car's place is one more word of the text index, so words or a body type and a
 * place are answered together from it, a few cars read instead of every car around. None for
 * a circle too wide, over a pole or the 180th meridian.
 */
export function placeCells(
  origin: { latitude: number; longitude: number },
  radius: number,
): string[] | undefined {
  const dLat = radius / MILES_PER_DEGREE
  const [south, north] = [origin.latitude - dLat, origin.latitude + dLat]
  const widest = Math.max(Math.abs(south), Math.abs(north))
  if (widest >= 89) return undefined
  const dLon = dLat / Math.cos((widest * Math.PI) / 180)
  const [west, east] = [origin.longitude - dLon, origin.longitude + dLon]
  if (west < -180 || east >= 180) return undefined
  const rows = Math.floor(north) - Math.floor(south) + 1
  const columns = Math.floor(east) - Math.floor(west) + 1
  if (rows * columns > MOST_CELLS) return undefined
  const cells: string[] = []
  for (let lat = Math.floor(south); lat <= Math.floor(north); lat++) {
    for (let lon = Math.floor(west); lon <= Math.floor(east); lon++) cells.push(`geo:${lat}:${lon}`)
  }
  return cells
}

/** The cells a search's circle is read from, when words or a body type narrow it too. */
function cellsOf({ params, terms, origin }: ReadSearch) {
  if (!origin || params.radius === undefined || (terms.length === 0 && !params.category)) return
  return placeCells(origin, params.radius)
}

/**
 * A word that is another name for a make ("chevy", "vw") becomes the make's own; a make of two
 * words ("Alfa Romeo") stays as typed, since the words are matched one by one.
 */
export function asMake(term: string) {
  const make = findMake(term)?.toLowerCase().replaceAll('-', '')
  return make && /^[\p{L}\p{N}]+$/u.test(make) ? make : term
}

/** A search as the database reads it: its words as understood, and where `near` is. */
export type ReadSearch = {
  params: CarSearch
  terms: string[]
  origin?: { latitude: number; longitude: number }
}

/** The words of a search, each one letters and digits only: safe to build a tsquery from. */
const tsquery = (terms: string[], prefix = '') => terms.map((t) => t + prefix).join(' & ')

export function searchFilters(search: ReadSearch): SQL[] {
  const { params: p, terms, origin } = search
  const filters: (SQL | undefined)[] = []
  const cells = cellsOf(search)
  if (cells) {
    // Words, body type and place in one lookup of the text index; the distance keeps the cars
    // inside the circle. Cells and a category id are ours ([a-z0-9:-]): quoted, they cannot
    // make the tsquery malformed.
    const named = [
      ...(p.category ? [`'cat:${p.category}'`] : []),
      `(${cells.map((c) => `'${c}'`).join(' | ')})`,
    ].join(' & ')
    filters.push(
      terms.length > 0
        ? sql`${searchable} @@ (to_tsquery('simple', ${tsquery(terms)}) && ${named}::tsquery)`
        : sql`${searchable} @@ ${named}::tsquery`,
    )
  } else if (terms.length > 0) {
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
  if (p.drivetrain) filters.push(eq(cars.drivetrain, p.drivetrain))
  if (p.minSeats !== undefined) filters.push(gte(cars.seats, p.minSeats))
  // Nearest first reads the cars_active_place index in order, which holds the cars with a place.
  if (origin && p.sort === 'distance' && p.radius === undefined) {
    filters.push(sql`${cars.latitude} is not null`)
  }
  if (origin && p.radius !== undefined) {
    // The cube around the circle finds the candidates from the place index, unless the cells
    // did; the distance keeps those inside the circle.
    const from = sql`ll_to_earth(${origin.latitude}, ${origin.longitude})`
    const metres = p.radius * METRES_PER_MILE
    filters.push(
      sql`${cars.latitude} is not null and ${metresFrom(origin)} <= ${metres}`,
      ...(cells ? [] : [sql`earth_box(${from}, ${metres}) @> ${place}`]),
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
export function orderOf(search: ReadSearch): SQL[] {
  const { params, terms, origin } = search
  if (params.sort === 'distance' && origin && cellsOf(search)) {
    // The few cars the cells found, sorted: not the place index's walk, nearest first, that
    // would test the words of every car on the way.
    return [metresFrom(origin), asc(cars.id)]
  }
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
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  return (2 * EARTH_METRES * Math.asin(Math.sqrt(h))) / METRES_PER_MILE
}
