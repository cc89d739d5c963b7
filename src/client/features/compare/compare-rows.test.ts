import { describe, expect, it } from 'vitest'
import { buildCar } from '../../../../tests/support/client/build-car'
import { detailAttributes } from '../../lib/car-specs'
import { compareRows, rowOrder } from './compare-rows'

describe('the compare table’s rows', () => {
  it('hold every attribute the car page shows, each once', () => {
    const keys: string[] = rowOrder
    for (const attribute of detailAttributes) expect(keys).toContain(attribute.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('say MPGe where every car is electric, and mpg where none is', () => {
    const label = (fuels: ('Electric' | 'Petrol')[]) =>
      compareRows(
        fuels.map((fuelType) => buildCar({ fuelType })),
        [],
      ).find((row) => row.key === 'milespergallon')?.label
    expect(label(['Electric', 'Electric'])).toBe('Miles per gallon equivalent')
    expect(label(['Petrol'])).toBe('Miles per gallon')
  })
})
