import { categoryIdPattern, conditions, drivetrains, fuelTypes, transmissions } from './car-options'
import { SEARCH_TEXT_MAX } from './search-limits'
import { sortValues } from './search-options'

/*
 * The car search's fields and their limits, declared once (docs/style.md rule 9). search.ts builds
 * from them the zod schema the server validates /api/cars with; the browser reads and writes
 * search URLs with them (features/search/car-search-params.ts) and bounds the filter inputs by
 * them. Plain data, like car-options.ts: the catalogue pages import it without loading zod.
 */

/** Free text, trimmed; `label` names it in the error message for text that is too long. */
type TextField = { kind: 'text'; max: number; label?: string }
/** A whole number from min to max, named by `label` in error messages. */
type WholeField = { kind: 'whole'; min: number; max: number; label: string; default?: number }
type ChoiceField = { kind: 'choice'; options: readonly string[]; default?: string }
type PatternField = { kind: 'pattern'; pattern: RegExp }
export type SearchField = TextField | WholeField | ChoiceField | PatternField

// A from-to filter's two ends take the same values.
const price = { min: 0, max: 10_000_000 }
const year = { min: 1900, max: 2100 }
const mileage = { min: 0, max: 2_000_000 }

/**
 * In the URL's order. Prices are dollars of the asking (resale) price; `minYear`/`maxYear` are
 * buying years (the year the seller bought the car), `minModelYear`/`maxModelYear` model years. `near` is a US ZIP code
 * and `radius` miles from it. `default` is what a missing parameter means.
 */
export const searchFields = {
  q: { kind: 'text', max: SEARCH_TEXT_MAX, label: 'Search text' },
  category: { kind: 'pattern', pattern: categoryIdPattern },
  condition: { kind: 'choice', options: conditions },
  company: { kind: 'text', max: 60 },
  fuel: { kind: 'choice', options: fuelTypes },
  transmission: { kind: 'choice', options: transmissions },
  drivetrain: { kind: 'choice', options: drivetrains },
  make: { kind: 'text', max: 60 },
  model: { kind: 'text', max: 60 },
  near: { kind: 'pattern', pattern: /^\d{5}$/ },
  radius: { kind: 'whole', label: 'Radius', min: 1, max: 500 },
  minPrice: { kind: 'whole', label: 'Minimum price', ...price },
  maxPrice: { kind: 'whole', label: 'Maximum price', ...price },
  minYear: { kind: 'whole', label: 'Minimum year', ...year },
  maxYear: { kind: 'whole', label: 'Maximum year', ...year },
  minModelYear: { kind: 'whole', label: 'Minimum model year', ...year },
  maxModelYear: { kind: 'whole', label: 'Maximum model year', ...year },
  minMileage: { kind: 'whole', label: 'Minimum mileage', ...mileage },
  maxMileage: { kind: 'whole', label: 'Maximum mileage', ...mileage },
  minSeats: { kind: 'whole', label: 'Seats', min: 1, max: 15 },
  sort: { kind: 'choice', options: sortValues, default: 'relevance' },
  page: { kind: 'whole', label: 'Page', min: 1, max: 10_000, default: 1 },
  pageSize: { kind: 'whole', label: 'Page size', min: 1, max: 60, default: 24 },
} as const satisfies Record<string, SearchField>

export type SearchFieldKey = keyof typeof searchFields
