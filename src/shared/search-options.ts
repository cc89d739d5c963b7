// The search's sort choices, apart from search.ts: plain data the browser's catalogue pages
// read without loading zod (search.ts builds the schema at import).
/**
 * `relevance`, the default, puts the cars whose own words (make, model, trim, name) match the
 * search text first, newest first among equals; without text it is newest first. `distance`
 * needs a ZIP code (`near`); without one it orders as `relevance` does.
 */
export const sortOptions = [
  { value: 'relevance', label: 'Best match' },
  { value: 'distance', label: 'Distance: nearest first' },
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'year_desc', label: 'Year: newest car first' },
  { value: 'mileage_asc', label: 'Mileage: lowest first' },
  { value: 'mpg_desc', label: 'Miles per gallon: best first' },
] as const
export const sortValues = sortOptions.map((o) => o.value) as [SortValue, ...SortValue[]]
export type SortValue = (typeof sortOptions)[number]['value']
