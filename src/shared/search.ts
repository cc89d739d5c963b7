import { z } from 'zod'
import { categoryIdSchema, conditions, fuelTypes, transmissions } from './cars'
import { sortValues } from './search-options'

export { sortOptions, sortValues, type SortValue } from './search-options'

// A URL's empty parameter (`?q=`) means "not set".
const blank = (v: unknown) => (v === '' ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional())
/** A whole number from a URL parameter, with messages that name it. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)

/**
 * The search state (STYLE.md rule 9): the server validates it, the client parses and writes
 * the URL with it. Prices are dollars of the asking (resale) price; years are buying years.
 */
export const carSearchSchema = z.object({
  q: optional(z.string().trim().max(100, 'Search text must be at most 100 characters')),
  category: optional(categoryIdSchema),
  condition: optional(z.enum(conditions)),
  company: optional(z.string().trim().max(60)),
  fuel: optional(z.enum(fuelTypes)),
  transmission: optional(z.enum(transmissions)),
  minPrice: optional(wholeNumber('Minimum price', 0, 10_000_000)),
  maxPrice: optional(wholeNumber('Maximum price', 0, 10_000_000)),
  minYear: optional(wholeNumber('Minimum year', 1900, 2100)),
  maxYear: optional(wholeNumber('Maximum year', 1900, 2100)),
  minMileage: optional(wholeNumber('Minimum mileage', 0, 2_000_000)),
  maxMileage: optional(wholeNumber('Maximum mileage', 0, 2_000_000)),
  sort: z.preprocess(blank, z.enum(sortValues).default('newest')),
  page: z.preprocess(blank, wholeNumber('Page', 1, 10_000).default(1)),
  pageSize: z.preprocess(blank, wholeNumber('Page size', 1, 60).default(24)),
})
export type CarSearch = z.infer<typeof carSearchSchema>

/** Words of a free-text search, reduced to letters and digits (safe to build a tsquery from). */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return []
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8)
}
