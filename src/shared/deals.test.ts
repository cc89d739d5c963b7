import { describe, expect, it } from 'vitest'
import { adjustedPriceCents, dealLabel, expectedPriceCents, type DealCar } from './deals'

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
