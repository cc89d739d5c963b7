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
}

/**
 * A comparable's asking price as if it were `car`: its model year, its condition, its
 * mileage. Cents, unrounded.
 */
export function adjustedPriceCents(comparable: DealCar, car: Omit<DealCar, 'priceCents'>) {
  const base =
    (comparable.priceCents *
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
): number | null {
  if (comparables.length < DEAL_MIN_COMPARABLES) return null
  const sorted = comparables.map((c) => adjustedPriceCents(c, car)).sort((a, b) => a - b)
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
