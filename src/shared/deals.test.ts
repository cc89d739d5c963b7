import { describe, expect, it } from 'vitest'
import {
  adjustedPriceCents,
  dealLabel,
  expectedPriceCents,
  rateDeal,
  type DealCar,
  type DealListing,
} from './deals'

const car = { modelYear: 2019, mileage: 50_000, condition: 'Good' } as const
const like = (priceCents: number, o: Partial<DealCar> = {}): DealCar => ({
  ...car,
  priceCents,
  ...o,
})

describe('dealLabel', () => {
  it('labels the asking price against the expected one, each threshold inclusive', () => {
    expect(dealLabel(1_700_000, 2_000_000)).toBe('great') // 0.85
    expect(dealLabel(1_700_100, 2_000_000)).toBe('good')
    expect(dealLabel(1_900_000, 2_000_000)).toBe('good') // 0.95
    expect(dealLabel(2_000_000, 2_000_000)).toBe('fair')
    expect(dealLabel(2_100_000, 2_000_000)).toBe('fair') // 1.05
    expect(dealLabel(2_300_000, 2_000_000)).toBe('high') // 1.15
    expect(dealLabel(2_300_100, 2_000_000)).toBe('overpriced')
  })
})

describe('adjustedPriceCents', () => {
  it('leaves a comparable like the car as it is', () => {
    expect(adjustedPriceCents(like(2_000_000), car)).toBe(2_000_000)
  })

  it('makes an older comparable worth 6% more per model year to a newer car', () => {
    expect(adjustedPriceCents(like(2_000_000, { modelYear: 2018 }), car)).toBeCloseTo(2_120_000)
    expect(adjustedPriceCents(like(2_000_000, { modelYear: 2020 }), car)).toBeCloseTo(1_880_000)
  })

  it('values condition relative to Good', () => {
    const excellent = { ...car, condition: 'Excellent' as const }
    expect(adjustedPriceCents(like(2_000_000), excellent)).toBeCloseTo(2_100_000)
    expect(adjustedPriceCents(like(2_100_000, { condition: 'Excellent' }), car)).toBeCloseTo(
      2_000_000,
    )
    expect(adjustedPriceCents(like(2_000_000, { condition: 'Fair' }), car)).toBeCloseTo(
      2_000_000 / 0.93,
    )
  })

  it('adds 8 cents a mile the comparable has more, capped at $4,000 and a quarter of its price', () => {
    expect(adjustedPriceCents(like(2_000_000, { mileage: 60_000 }), car)).toBe(2_080_000)
    expect(adjustedPriceCents(like(2_000_000, { mileage: 40_000 }), car)).toBe(1_920_000)
    expect(adjustedPriceCents(like(2_000_000, { mileage: 200_000 }), car)).toBe(2_400_000)
    expect(adjustedPriceCents(like(2_000_000, { mileage: 0 }), { ...car, mileage: 150_000 })).toBe(
      1_600_000,
    )
    // A cheap car's adjustment stays a quarter of its price: never a negative price.
    expect(adjustedPriceCents(like(400_000, { mileage: 0 }), { ...car, mileage: 150_000 })).toBe(
      300_000,
    )
  })
})

describe('expectedPriceCents', () => {
  it('is null below 5 comparables', () => {
    expect(
      expectedPriceCents(
        car,
        [1, 2, 3, 4].map((i) => like(i * 1_000_000)),
      ),
    ).toBeNull()
    expect(expectedPriceCents(car, [])).toBeNull()
  })

  it('is the median of the adjusted prices, the middle two averaged', () => {
    const five = [18, 19, 20, 21, 22].map((k) => like(k * 100_000))
    expect(expectedPriceCents(car, five)).toBe(2_000_000)
    expect(expectedPriceCents(car, [...five, like(2_300_000)])).toBe(2_050_000)
  })

  it('is not moved far by an outlier', () => {
    const six = [18, 19, 20, 21, 22, 23].map((k) => like(k * 100_000))
    expect(expectedPriceCents(car, [...six, like(20_500_000)])).toBe(2_100_000)
    expect(expectedPriceCents(car, [...six, like(100)])).toBe(2_000_000)
  })
})

describe('adjustedPriceCents in the segment', () => {
  it('scales a comparable by the two prices new before the other adjustments', () => {
    const dear = like(3_000_000, { newPriceCents: 6_000_000, modelYear: 2018 })
    const mine = { ...car, newPriceCents: 3_000_000 }
    expect(adjustedPriceCents(dear, mine, 'segment')).toBeCloseTo(1_500_000 * 1.06)
    // Its own model's comparables are not scaled.
    expect(adjustedPriceCents(dear, mine)).toBeCloseTo(3_000_000 * 1.06)
  })
})

describe('rateDeal', () => {
  let n = 0
  const listing = (o: Partial<DealListing> = {}): DealListing => ({
    ...like(2_000_000),
    newPriceCents: 3_000_000,
    id: `car-${String(n++).padStart(3, '0')}`,
    make: 'Toyota',
    model: 'Camry',
    bodyType: 'sedan',
    held: false,
    ...o,
  })
  const camry = listing()
  const times = (k: number, o: Partial<DealListing> = {}) =>
    Array.from({ length: k }, () => listing(o))

  it('keeps the model within a model year when it has 5, the trim never asked', () => {
    const pool = [...times(5, { modelYear: 2020 }), ...times(9, { model: 'Corolla' })]
    expect(rateDeal(camry, [camry, ...pool])).toMatchObject({ scope: 'model', comparables: 5 })
  })

  it('looks 3 model years either way next, then at the body type of a similar price new', () => {
    const four = times(4, { modelYear: 2018 })
    const older = times(2, { modelYear: 2016 })
    expect(rateDeal(camry, [...four, ...older])).toMatchObject({
      scope: 'model-years',
      comparables: 6,
    })
    const others = [
      ...times(3, { make: 'Honda', model: 'Accord', modelYear: 2023 }),
      listing({ make: 'Kia', model: 'K5', newPriceCents: 1_500_000 }),
      listing({ make: 'BMW', model: '3 Series', newPriceCents: 6_000_000 }),
      listing({ make: 'BMW', model: '5 Series', newPriceCents: 6_000_001 }),
      listing({ make: 'Kia', model: 'Forte', modelYear: 2014 }),
      listing({ make: 'Kia', model: 'Forte', held: true }),
      listing({ make: 'Kia', model: 'Rio', newPriceCents: null }),
      listing({ make: 'Kia', model: 'Soul', bodyType: 'hatchback' }),
    ]
    const rated = rateDeal(camry, [four[0]!, ...others])
    expect(rated).toMatchObject({ scope: 'segment', comparables: 6 })
    const pool = [four[0]!, ...others.slice(0, 5)]
    expect(rated.expectedCents).toBe(expectedPriceCents(camry, pool, 'segment'))
  })

  it('has none without 5 at any width, saying the most it found; none by segment without a price new', () => {
    expect(rateDeal(camry, times(3, { model: 'Corolla' }))).toEqual({
      scope: null,
      comparables: 3,
      expectedCents: null,
    })
    const unpriced = listing({ newPriceCents: null })
    expect(rateDeal(unpriced, times(8, { model: 'Corolla' })).scope).toBeNull()
  })

  it('takes the nearest 40 of a segment by model year, then price new', () => {
    const near = Array.from({ length: 40 }, (_, i) =>
      listing({ model: 'Accord', priceCents: 1_000_000 + i * 10_000 }),
    )
    const far = listing({ model: 'Accord', modelYear: 2020, priceCents: 9_000_000 })
    expect(rateDeal(camry, [far, ...near])).toMatchObject({ scope: 'segment', comparables: 40 })
    expect(rateDeal(camry, [far, ...near]).expectedCents).toBe(
      expectedPriceCents(camry, near, 'segment'),
    )
  })
})
