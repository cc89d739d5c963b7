import type { CarPage, fallbackReasons } from '#shared/cars'
import { searchTerms } from '#shared/search'
import type { ReadAnswer } from './read-search'
import { asMake } from './search-query'

type Fallback = NonNullable<CarPage['fallback']>
type Widening = { reason: (typeof fallbackReasons)[number]; dropped: string; search: ReadAnswer }

/** At most this many searches without one word each are tried: each is a test in the query. */
const WORDS_TRIED = 3

/**
 * The closest answers to a search that found nothing (docs/api.md "Search that understands
 * people"): the same search without its place (nearest first, each with its distance), else
 * without its price, else without its least important word; the first that finds cars. Which
 * one that is, is asked in one statement (`firstFinding`), then only its answer is read.
 */
export async function closest(
  search: ReadAnswer,
  {
    answer,
    firstFinding,
  }: {
    answer: (search: ReadAnswer) => Promise<CarPage>
    firstFinding: (searches: ReadAnswer[]) => Promise<number | undefined>
  },
): Promise<Fallback | undefined> {
  const tried = [...widenings(search)]
  const first = await firstFinding(tried.map((w) => w.search))
  if (first === undefined) return undefined
  const { reason, dropped, search: wider } = tried[first]!
  const found = await answer(wider)
  return found.total > 0 ? { reason, dropped, items: found.items } : undefined
}

function* widenings(search: ReadAnswer): Generator<Widening> {
  const { from, origin } = search
  const params = { ...search.params, page: 1 }
  if (origin && params.radius !== undefined) {
    yield {
      reason: 'place',
      dropped: from.near ?? `within ${params.radius} miles of ${params.near}`,
      search: { ...search, params: { ...params, radius: undefined, sort: 'distance' } },
    }
  }
  if (params.minPrice !== undefined || params.maxPrice !== undefined) {
    yield {
      reason: 'price',
      dropped: from.maxPrice ?? priceWords(params.minPrice, params.maxPrice),
      search: { ...search, params: { ...params, minPrice: undefined, maxPrice: undefined } },
    }
  }
  yield* [...wordsDropped(search, params)].slice(0, WORDS_TRIED)
}

/**
 * The search without one of its words, least important first: a word that names no make or
 * model (the last typed first), then a filter the words named (seats, drivetrain, mileage,
 * year, fuel, body type), then the model, then the make. Never the only thing searched for:
 * without it, the answer would be every car.
 */
function* wordsDropped(search: ReadAnswer, params: ReadAnswer['params']): Generator<Widening> {
  const { from } = search
  const vehicle = (key: 'make' | 'model') => new Set(searchTerms(from[key]).map(asMake))
  const [make, model] = [vehicle('make'), vehicle('model')]
  const readFilters = (
    ['minSeats', 'drivetrain', 'maxMileage', 'minModelYear', 'fuel', 'category'] as const
  ).filter((key) => from[key] !== undefined && params[key] !== undefined)
  const rest = search.terms.length + readFilters.length
  if (rest < 2) return
  const without = (term: string): Widening => ({
    reason: 'word',
    dropped: term,
    search: { ...search, params, terms: search.terms.filter((t) => t !== term) },
  })
  const plain = search.terms.filter((t) => !make.has(t) && !model.has(t))
  for (const term of plain.toReversed()) yield without(term)
  for (const key of readFilters) {
    yield {
      reason: 'word',
      dropped: from[key]!,
      search: { ...search, params: { ...params, [key]: undefined } },
    }
  }
  for (const term of search.terms.filter((t) => model.has(t) && !make.has(t))) yield without(term)
  for (const term of search.terms.filter((t) => make.has(t))) yield without(term)
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`

/** A price range in words, as a person would say it. */
function priceWords(min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined) return `${dollars(min)} to ${dollars(max)}`
  return min !== undefined ? `over ${dollars(min)}` : `under ${dollars(max ?? 0)}`
}
