// The search's sort choices, apart from search.ts: plain data the browser's catalogue pages
// read without loading zod (search.ts builds the schema at import).
export const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'year_desc', label: 'Year: newest car first' },
  { value: 'mileage_asc', label: 'Mileage: lowest first' },
  { value: 'mpg_desc', label: 'Miles per gallon: best first' },
] as const
export const sortValues = sortOptions.map((o) => o.value) as [SortValue, ...SortValue[]]
export type SortValue = (typeof sortOptions)[number]['value']
