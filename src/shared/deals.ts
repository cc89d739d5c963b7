/**
 * Deal ratings (docs/api.md "Finding the right car", docs/decisions/0074-deal-ratings.md): how a
 * car's asking price compares with the price expected from this marketplace's own comparable
 * listings. Plain numbers and functions, no zod: the server computes with them (modules/deals,
 * whose SQL follows `adjustedPriceCents` and `expectedPriceCents`) and the client shows the labels.
 */

/** Fewer comparable cars than this and a car has no rating ("not enough data"). */
export const DEAL_MIN_COMPARABLES = 5
/** Comparables are the same make and model, of a model year at most this far apart. */
export const DEAL_YEAR_SPAN = 1

/**
 * How far a car's comparables were looked for (docs/decisions/0106-deal-ratings-widen.md), each
 * tried only when the one before found fewer than DEAL_MIN_COMPARABLES: its make and model within
 * DEAL_YEAR_SPAN model years; the same within DEAL_WIDE_YEAR_SPAN; its body type's cars of a
 * similar price new (any make) within DEAL_SEGMENT_YEAR_SPAN. The first two ignore the trim.
 */
export const DEAL_SCOPES = ['model', 'model-years', 'segment'] as const
export type DealScope = (typeof DEAL_SCOPES)[number]
/** The model-years scope: the same make and model, of a model year at most this far apart. */
export const DEAL_WIDE_YEAR_SPAN = 3
/** The segment scope: the same body type, of a model year at most this far apart... */
export const DEAL_SEGMENT_YEAR_SPAN = 4
/** ...whose price new is within this factor of the car's, either way (none without one)... */
export const DEAL_SEGMENT_PRICE_FACTOR = 2
/** ...the nearest this many by model year, then price new: enough for a steady median. */
export const DEAL_SEGMENT_LIMIT = 40
/** Each scope's model-year span, as the detail page says it. */
export const DEAL_SCOPE_YEAR_SPANS: Record<DealScope, number> = {
  model: DEAL_YEAR_SPAN,
  'model-years': DEAL_WIDE_YEAR_SPAN,
  segment: DEAL_SEGMENT_YEAR_SPAN,
}
/** A model year newer is worth this much more (of the comparable's price), one older less. */
export const DEAL_YEAR_RATE = 0.06
/** Each mile fewer is worth this many cents more... */
export const DEAL_CENTS_PER_MILE = 8
/** ...up to this much ($4,000), and never more than a quarter of the comparable's price. */
export const DEAL_MILEAGE_CAP_CENTS = 400_000
export const DEAL_MILEAGE_CAP_SHARE = 0.25
/** What a condition is worth, relative to Good. */
export const DEAL_CONDITION_FACTORS = { Excellent: 1.05, Good: 1, Fair: 0.93 } as const

export type DealCondition = keyof typeof DEAL_CONDITION_FACTORS
export const dealLabels = ['great', 'good', 'fair', 'high', 'overpriced'] as const
export type DealLabel = (typeof dealLabels)[number]

/** Asking price / expected price at most this: the label (else 'overpriced'). */
export const DEAL_THRESHOLDS: readonly [DealLabel, number][] = [
  ['great', 0.85],
  ['good', 0.95],
  ['fair', 1.05],
  ['high', 1.15],
]

/** The label as a buyer reads it. */
export const dealLabelText: Record<DealLabel, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
  overpriced: 'Overpriced',
}

/** What of a car its deal rating reads. */
export interface DealCar {
  priceCents: number
  modelYear: number
  mileage: number
  condition: DealCondition
  /** Its price new: what a segment comparable's price is scaled by (`adjustedPriceCents`). */
  newPriceCents?: number | null
}

/**
 * A comparable's asking price as if it were `car`: its model year, its condition, its
 * mileage, and in the segment scope its price new (a comparable's price as a share of its own
 * price new, times the car's: a car of another make is compared by how it held its value).
 * Cents, unrounded.
 */
export function adjustedPriceCents(
  comparable: DealCar,
  car: Omit<DealCar, 'priceCents'>,
  scope: DealScope = 'model',
) {
  const scale = scope === 'segment' ? (car.newPriceCents ?? 0) / (comparable.newPriceCents ?? 1) : 1
  const base =
    (comparable.priceCents *
      scale *
      (1 + DEAL_YEAR_RATE * (car.modelYear - comparable.modelYear)) *
      DEAL_CONDITION_FACTORS[car.condition]) /
    DEAL_CONDITION_FACTORS[comparable.condition]
  const cap = Math.min(DEAL_MILEAGE_CAP_CENTS, DEAL_MILEAGE_CAP_SHARE * base)
  const miles = DEAL_CENTS_PER_MILE * (comparable.mileage - car.mileage)
  return base + Math.min(Math.max(miles, -cap), cap)
}

/**
 * The expected price of `car`: the median of its comparables' adjusted prices (one wild price
 * cannot move a median far), rounded to the cent; null below DEAL_MIN_COMPARABLES. The two
 * middle values of an even count are interpolated as PostgreSQL's percentile_cont does.
 */
export function expectedPriceCents(
  car: Omit<DealCar, 'priceCents'>,
  comparables: DealCar[],
  scope: DealScope = 'model',
): number | null {
  if (comparables.length < DEAL_MIN_COMPARABLES) return null
  const sorted = comparables.map((c) => adjustedPriceCents(c, car, scope)).sort((a, b) => a - b)
  const middle = (sorted.length - 1) / 2
  const lo = sorted[Math.floor(middle)]!
  const hi = sorted[Math.ceil(middle)]!
  return Math.floor(lo + (hi - lo) * (middle - Math.floor(middle)) + 0.5)
}

/** The label of an asking price against the expected one. */
export function dealLabel(priceCents: number, expectedCents: number): DealLabel {
  const ratio = priceCents / expectedCents
  for (const [label, atMost] of DEAL_THRESHOLDS) if (ratio <= atMost) return label
  return 'overpriced'
}

/** A listed car as `rateDeal` reads it: a comparable, or the car being rated. */
export interface DealListing extends DealCar {
  id: string
  make: string | null
  model: string | null
  /** Its body type (the category id). */
  bodyType: string
  /** Held for review by the listing checks: a bait price is no market evidence. */
  held: boolean
}

/**
 * A car's rating from every listing, as modules/deals' SQL computes it (the API tests hold
 * the two to each other): the first scope with DEAL_MIN_COMPARABLES comparables and its
 * expected price; without one, the most comparables any scope found and no rating.
 */
export function rateDeal(
  car: DealListing,
  listings: DealListing[],
): { scope: DealScope | null; comparables: number; expectedCents: number | null } {
  const others = listings.filter((c) => c.id !== car.id && !c.held)
  const lower = (s: string | null) => s?.toLowerCase()
  const sameModel = others.filter(
    (c) => lower(c.make) === lower(car.make) && lower(c.model) === lower(car.model),
  )
  const years = (c: DealCar) => Math.abs(c.modelYear - car.modelYear)
  const newPrice = car.newPriceCents ?? null
  const segment =
    newPrice === null
      ? []
      : others
          .filter(
            (c) =>
              c.bodyType === car.bodyType &&
              years(c) <= DEAL_SEGMENT_YEAR_SPAN &&
              c.newPriceCents != null &&
              c.newPriceCents * DEAL_SEGMENT_PRICE_FACTOR >= newPrice &&
              c.newPriceCents <= newPrice * DEAL_SEGMENT_PRICE_FACTOR,
          )
          .sort(
            (a, b) =>
              years(a) - years(b) ||
              Math.abs(a.newPriceCents! - newPrice) - Math.abs(b.newPriceCents! - newPrice) ||
              (a.id < b.id ? -1 : 1),
          )
          .slice(0, DEAL_SEGMENT_LIMIT)
  const pools: [DealScope, DealListing[]][] = [
    ['model', sameModel.filter((c) => years(c) <= DEAL_YEAR_SPAN)],
    ['model-years', sameModel.filter((c) => years(c) <= DEAL_WIDE_YEAR_SPAN)],
    ['segment', segment],
  ]
  for (const [scope, pool] of pools) {
    if (pool.length >= DEAL_MIN_COMPARABLES) {
      return {
        scope,
        comparables: pool.length,
        expectedCents: expectedPriceCents(car, pool, scope),
      }
    }
  }
  return {
    scope: null,
    comparables: Math.max(...pools.map(([, p]) => p.length)),
    expectedCents: null,
  }
}
