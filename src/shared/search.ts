import { z } from 'zod'
import { categoryIdSchema } from './cars'
import { searchFields as fields, type SearchFieldKey } from './search-fields'

export { sortOptions, sortValues, type SortValue } from './search-options'

/**
 * A URL's empty parameter (`?q=`) means "not set": the search's empty parameters are dropped
 * before its fields are read. Once for the whole search rather than once per field: zod's
 * per-field preprocessing made a search's validation fifteen times slower.
 */
function withoutBlanks(query: unknown) {
  if (!query || typeof query !== 'object') return query
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(query)) if (value !== '') kept[key] = value
  return kept
}
const optional = <T extends z.ZodType>(schema: T) => schema.optional()
/** A whole number from a URL parameter, with messages that name it. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)

const whole = ({ label, min, max }: { label: string; min: number; max: number }) =>
  wholeNumber(label, min, max)
const text = ({ max, label }: { max: number; label?: string }) =>
  z
    .string()
    .trim()
    .max(max, label === undefined ? undefined : `${label} must be at most ${max} characters`)

/**
 * The search state (docs/style.md rule 9): the server validates it, the client parses and writes
 * the URL by the same field declarations (search-fields.ts).
 */
export const carSearchSchema = z.preprocess(
  withoutBlanks,
  z.object({
    q: optional(text(fields.q)),
    // categoryIdSchema is built from the same pattern (car-options.ts), with its own message.
    category: optional(categoryIdSchema),
    condition: optional(z.enum(fields.condition.options)),
    company: optional(text(fields.company)),
    fuel: optional(z.enum(fields.fuel.options)),
    transmission: optional(z.enum(fields.transmission.options)),
    drivetrain: optional(z.enum(fields.drivetrain.options)),
    make: optional(text(fields.make)),
    model: optional(text(fields.model)),
    near: optional(z.string().regex(fields.near.pattern, 'A ZIP code is five digits')),
    radius: optional(whole(fields.radius)),
    minPrice: optional(whole(fields.minPrice)),
    maxPrice: optional(whole(fields.maxPrice)),
    minYear: optional(whole(fields.minYear)),
    maxYear: optional(whole(fields.maxYear)),
    minModelYear: optional(whole(fields.minModelYear)),
    maxModelYear: optional(whole(fields.maxModelYear)),
    minMileage: optional(whole(fields.minMileage)),
    maxMileage: optional(whole(fields.maxMileage)),
    minSeats: optional(whole(fields.minSeats)),
    sort: z.enum(fields.sort.options).default(fields.sort.default),
    page: whole(fields.page).default(fields.page.default),
    pageSize: whole(fields.pageSize).default(fields.pageSize.default),
  } satisfies Record<SearchFieldKey, z.ZodType>),
)
export type CarSearch = z.infer<typeof carSearchSchema>

/** GET /api/cars/suggest: what was typed in the search box so far. */
export const suggestQuerySchema = z.object({ q: text(fields.q).default('') })
/** A suggestion under the search box; `query` is the /cars query string it opens. */
export const suggestionSchema = z.object({
  label: z.string(),
  kind: z.enum(['make', 'model', 'category']),
  query: z.string(),
})
export type Suggestion = z.infer<typeof suggestionSchema>
/** The most suggestions one answer holds. */
export const SUGGESTION_LIMIT = 8

/** Letters that are not a letter plus a mark, as PostgreSQL's unaccent writes them. */
const unmarked: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' }

/**
 * Words of a free-text search, reduced to letters and digits (safe to build a tsquery from)
 * without accents ("Škoda" is "skoda"); a hyphenated word is joined ("F-150" is "f150"), as
 * the cars' search words (migration 0022's search_words) have them too.
 */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return []
  const plain = q
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđ]/g, (c) => unmarked[c]!)
  const joined = plain.replace(/([\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, '$1')
  return (joined.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8)
}
