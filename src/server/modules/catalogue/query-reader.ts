import type { drivetrains, fuelTypes } from '#shared/cars'
import { searchFields } from '#shared/search-fields'
import { findMake, vehicleMakes } from '#shared/vehicles'

/**
 * Reads what people type into the one search box ("cheap suv under 20k near 60601") into the
 * filters its words name and the words left to search for (docs/api.md "Search that
 * understands people"). Pure: the catalogue's search (search.ts) gives it the body types, and
 * finds the place it names and the cars.
 */

/** A body type a search can name, as the categories table has it. */
export type BodyType = { categoryId: string; bodyType: string }

/** The filters a query's words can name; each one is the search parameter of the same name. */
export type ReadFilters = {
  category?: string
  maxPrice?: number
  minModelYear?: number
  maxMileage?: number
  fuel?: (typeof fuelTypes)[number]
  drivetrain?: (typeof drivetrains)[number]
  minSeats?: number
  sort?: 'price_asc'
}
export type ReadKey = keyof ReadFilters | 'near' | 'make' | 'model'

/** Where the words say the car should be: a ZIP code, or a city and maybe its state. */
export type ReadPlace = { zip: string; said: boolean } | { city: string; state?: string }

export type Reading = {
  /** The words left to search for, as typed: make and model names stay words. */
  words: string
  filters: ReadFilters
  place?: ReadPlace
  /** The make and model the words name, as their makers write them (words too, see above). */
  make?: string
  model?: string
  /** The words each filter, the place, the make and the model were read from, as typed. */
  from: Partial<Record<ReadKey, string>>
}

/** "Low mileage" means at most this many miles. */
export const LOW_MILEAGE = 50_000
/** A price said without "k" under this is read as thousands ("under 20" is $20,000). */
const THOUSANDS_BELOW = 1_000

/** Words that are not what a search is for: left out of the words searched. */
const stopWords = new Set(
  'a an and the for with of in near around me to or my used car cars vehicle vehicles auto autos sale buy show find cheap'.split(
    ' ',
  ),
)

/**
 * Body types people write, by the category id they mean. A word here that names no category
 * of this marketplace stays a word, and is never corrected into another ("minivan" is not a
 * MINI).
 */
export const bodyWords: Record<string, string[]> = {
  suv: ['suv', 'suvs', 'crossover', 'crossovers', 'cuv'],
  pickup: ['pickup', 'pickups', 'truck', 'trucks', 'pick up'],
  sedan: ['sedan', 'sedans', 'saloon'],
  hatchback: ['hatchback', 'hatchbacks', 'hatch'],
  coupe: ['coupe', 'coupes'],
  // Not "cabriolet" or "roadster": makers name cars so, and the word finds them first.
  convertible: ['convertible', 'convertibles', 'soft top'],
  minivan: ['minivan', 'minivans', 'van', 'vans', 'mpv'],
  wagon: ['wagon', 'wagons', 'estate', 'station wagon'],
}

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
}

/** "20k", "$20,000", "15.5k", "20 thousand" as a whole number; NaN when it is none. */
function amount(digits: string, thousands: string | undefined): number {
  const n = Number(digits.replace(/,/g, ''))
  return Math.round(thousands ? n * 1000 : n)
}

// Each rule finds a phrase in what is left of the query and reads it; a phrase read is taken
// out, so a later rule does not read it again ("under 50k miles" is a mileage, not a price).
// Mileage comes before price for that reason; the place comes last, so the words after "in"
// are only those no other rule wanted.
type Rule = {
  key: keyof ReadFilters
  pattern: RegExp
  read: (m: RegExpExecArray) => ReadFilters[keyof ReadFilters] | undefined
}

const num = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand)?`
const below = String.raw`(?:under|below|less than|max(?:imum)?|up to|at most|<=?)`
const year = String.raw`((?:19|20)\d\d)`

const rules: Rule[] = [
  {
    key: 'maxMileage',
    pattern: new RegExp(String.raw`\b${below}\s*${num}\s*(?:miles|mi|mileage)\b`, 'i'),
    read: (m) => mileage(amount(m[1]!, m[2])),
  },
  {
    key: 'maxMileage',
    pattern: new RegExp(String.raw`\b${num}\s*(?:miles|mi)\s*(?:or less|or under|max)\b`, 'i'),
    read: (m) => mileage(amount(m[1]!, m[2])),
  },
  { key: 'maxMileage', pattern: /\blow[\s-](?:mileage|miles)\b/i, read: () => LOW_MILEAGE },
  {
    key: 'maxPrice',
    pattern: new RegExp(String.raw`(?:\b${below}|\bcheaper than)\s*\$?\s*${num}(?![\w.])`, 'i'),
    read: (m) => price(amount(m[1]!, m[2])),
  },
  {
    key: 'maxPrice',
    pattern: new RegExp(String.raw`\$?${num}\s*(?:or less|or under|and under|max)\b`, 'i'),
    read: (m) => price(amount(m[1]!, m[2])),
  },
  {
    key: 'sort',
    pattern: /\b(?:cheap|cheapest|inexpensive|affordable|budget|bargain)\b/i,
    read: () => 'price_asc',
  },
  {
    key: 'minModelYear',
    pattern: new RegExp(
      String.raw`\b(?:from\s+|since\s+)?${year}(?:\s*\+|\s+(?:or|and)\s+(?:newer|later|up|above)\b|\s+onwards?\b)`,
      'i',
    ),
    read: (m) => Number(m[1]),
  },
  {
    key: 'minModelYear',
    pattern: new RegExp(String.raw`\b(?:newer than|after)\s+${year}\b`, 'i'),
    read: (m) => Number(m[1]) + 1,
  },
  {
    key: 'minModelYear',
    pattern: new RegExp(String.raw`\b(?:from|since)\s+${year}\b`, 'i'),
    read: (m) => Number(m[1]),
  },
  {
    key: 'minSeats',
    pattern: new RegExp(
      String.raw`\b(\d{1,2}|${Object.keys(numberWords).join('|')})[\s-]*(?:seats?|seater|passengers?)\b`,
      'i',
    ),
    read: (m) => {
      const n = numberWords[m[1]!.toLowerCase()] ?? Number(m[1])
      return n >= 1 && n <= 15 ? n : undefined
    },
  },
  { key: 'minSeats', pattern: /\b(?:third|3rd)[\s-]row\b(?:\s+seat(?:s|ing)?\b)?/i, read: () => 7 },
  {
    key: 'drivetrain',
    pattern: /\b(?:awd|all[\s-]wheel[\s-]drive)\b/i,
    read: () => 'AWD',
  },
  {
    key: 'drivetrain',
    pattern: /\b(?:4x4|4wd|four[\s-]wheel[\s-]drive|4[\s-]wheel[\s-]drive)\b/i,
    read: () => '4WD',
  },
  {
    key: 'drivetrain',
    pattern: /\b(?:fwd|front[\s-]wheel[\s-]drive)\b/i,
    read: () => 'FWD',
  },
  {
    key: 'drivetrain',
    pattern: /\b(?:rwd|rear[\s-]wheel[\s-]drive)\b/i,
    read: () => 'RWD',
  },
  { key: 'fuel', pattern: /\b(?:electric|evs?|battery[\s-]electric)\b/i, read: () => 'Electric' },
  { key: 'fuel', pattern: /\b(?:plug[\s-]in\s+)?hybrids?\b/i, read: () => 'Hybrid' },
  { key: 'fuel', pattern: /\bdiesels?\b/i, read: () => 'Diesel' },
  { key: 'fuel', pattern: /\b(?:gas|gasoline|petrol)\b/i, read: () => 'Petrol' },
]

/**
 * A price from words: "under 20" means $20,000; nothing under a dollar; a ceiling above any the
 * search takes ("under 999999999k") is no ceiling beyond the search's own largest.
 */
function price(n: number): number | undefined {
  if (!Number.isFinite(n) || n < 1) return undefined
  return Math.min(n < THOUSANDS_BELOW ? n * 1000 : n, searchFields.maxPrice.max)
}

/** A mileage from words, at most the search's own largest. */
function mileage(n: number): number | undefined {
  if (!Number.isFinite(n) || n < 0) return undefined
  return Math.min(n, searchFields.maxMileage.max)
}

/** Lower case without accents, spaces or punctuation, as vehicles.ts compares names. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')

// Every model of every make, folded ("f150", "grandcherokee"): the model a query names.
const modelByName = new Map<string, { make: string; model: string }>()
for (const { make, models } of vehicleMakes) {
  for (const model of models) {
    const key = fold(model)
    if (!modelByName.has(key)) modelByName.set(key, { make, model })
  }
}

/** Takes the phrase `m` found out of `text`, leaving a space where it was. */
const cut = (text: string, m: RegExpExecArray) =>
  text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)

/**
 * Reads a query. `bodyTypes` are this marketplace's categories, `cities` the names of the places
 * it knows (lower case; `mentionsCity` says when they are needed); `skip` the filters the
 * search already sets by its own parameters, whose words are then left as words.
 */
export function readQuery(
  q: string,
  {
    bodyTypes,
    cities = new Set(),
    skip = new Set(),
  }: { bodyTypes: BodyType[]; cities?: ReadonlySet<string>; skip?: ReadonlySet<ReadKey> },
): Reading {
  const filters: ReadFilters = {}
  const from: Reading['from'] = {}
  let text = q
  for (const rule of rules) {
    if (skip.has(rule.key) || filters[rule.key] !== undefined) continue
    const m = rule.pattern.exec(text)
    if (!m) continue
    const value = rule.read(m)
    if (value === undefined) continue
    Object.assign(filters, { [rule.key]: value })
    from[rule.key] = m[0].trim()
    text = cut(text, m)
  }

  if (!skip.has('category')) {
    const body = readBodyType(text, bodyTypes)
    if (body) {
      filters.category = body.categoryId
      from.category = body.m[0].trim()
      text = cut(text, body.m)
    }
  }

  let place: ReadPlace | undefined
  if (!skip.has('near')) {
    const found = readPlace(text, cities)
    if (found) {
      place = found.place
      from.near = found.m[0].trim()
      text = cut(text, found.m)
    }
  }

  const words = (text.match(/\S+/g) ?? [])
    .filter((w) => !stopWords.has(w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .join(' ')
  const vehicle = readVehicle(words)
  for (const key of ['make', 'model'] as const) {
    if (vehicle[key]) from[key] = vehicle[key].said
  }
  return {
    words,
    filters,
    place,
    make: vehicle.make?.name,
    model: vehicle.model?.name,
    from,
  }
}

/** Whether a query may name a city, so that the search loads the city names to read it. */
export const mentionsCity = (q: string) => /\b(?:near|in|around|close to)\s+\p{L}/iu.test(q)

/** The first body type named whose category this marketplace has. */
function readBodyType(text: string, bodyTypes: BodyType[]) {
  for (const { categoryId, bodyType } of bodyTypes) {
    const names = [...(bodyWords[categoryId] ?? []), categoryId, bodyType.toLowerCase()]
    const alternatives = names.map((n) => n.replace(/[-\s]+/g, String.raw`[\s-]*`)).join('|')
    const m = new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`,
      'iu',
    ).exec(text)
    if (m) return { categoryId, m }
  }
  return undefined
}

/** The two-letter codes of US states and territories, as postal_codes has them. */
const states = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'.split(
    ' ',
  ),
)

/**
 * "near 60601", "in 60601", "zip 60601" and a lone five-digit number are a ZIP code (`said`:
 * named as a place, not just a number; the search decides whether it knows the ZIP code);
 * "in chicago", "near austin, tx" a city of `cities` (lower case), of up to three words, and
 * maybe its state.
 */
function readPlace(
  text: string,
  cities: ReadonlySet<string>,
): { place: ReadPlace; m: RegExpExecArray } | undefined {
  const said = /\b(?:near|in|around|close to|zip(?:\s*code)?)\s+(\d{5})\b/i.exec(text)
  if (said) return { place: { zip: said[1]!, said: true }, m: said }
  for (const m of text.matchAll(/\b(?:near|in|around|close to)\s+/gi)) {
    const rest = text.slice(m.index + m[0].length)
    const words = [...rest.matchAll(/[\p{L}.'-]+/gu)].slice(0, 4)
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const name = words
        .slice(0, n)
        .map((w) => w[0])
        .join(' ')
        .toLowerCase()
      if (!cities.has(name)) continue
      const last = words[n - 1]!
      let end = last.index + last[0].length
      const next = /^,?\s*([A-Za-z]{2})\b/.exec(rest.slice(end))
      const state = next && states.has(next[1]!.toUpperCase()) ? next[1]!.toUpperCase() : undefined
      if (state) end += next![0].length
      const phrase = text.slice(m.index, m.index + m[0].length + end)
      const found = Object.assign([phrase], { index: m.index, input: text }) as RegExpExecArray
      return { place: { city: name, state }, m: found }
    }
  }
  const bare = /(?<![\d$.,])\b(\d{5})\b(?![\d,.]|\s*(?:miles|mi)\b)/i.exec(text)
  if (bare) return { place: { zip: bare[1]!, said: false }, m: bare }
  return undefined
}

type Said = { name: string; said: string }

/** The make and the model the words name ("chevy silverado", "camry"), and the words. */
function readVehicle(words: string): { make?: Said; model?: Said } {
  const tokens = words.split(' ').filter(Boolean)
  let make: Said | undefined
  let model: Said | undefined
  for (let i = 0; i < tokens.length; i++) {
    // A make or model of up to three words ("alfa romeo", "grand cherokee l").
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const said = tokens.slice(i, i + n).join(' ')
      const name = fold(said)
      const asMake = make ? null : findMake(said)
      if (asMake) {
        make = { name: asMake, said }
        i += n - 1
        break
      }
      const asModel = model ? null : modelByName.get(name)
      if (asModel && (!make || asModel.make === make.name || modelOf(make.name, name))) {
        model = { name: modelOf(make?.name, name) ?? asModel.model, said }
        i += n - 1
        break
      }
    }
  }
  return { make, model }
}

/** The model of this make folded as `name`, if it has one (Dodge's "Ram 1500"). */
function modelOf(make: string | undefined, name: string): string | undefined {
  if (!make) return undefined
  return vehicleMakes.find((m) => m.make === make)?.models.find((model) => fold(model) === name)
}
