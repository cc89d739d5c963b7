import { describe, expect, it } from 'vitest'
import { drivetrains } from '#shared/cars'
import { demoCars } from './demo-catalogue'

describe('the demo catalogue’s drivetrains and seats', () => {
  it('gives every car one, as its maker builds the model', () => {
    for (const car of demoCars) {
      expect(drivetrains, car.name).toContain(car.drivetrain)
      expect(car.seats, car.name).toBeGreaterThanOrEqual(2)
      expect(car.seats, car.name).toBeLessThanOrEqual(8)
    }
    const of = (name: string) => {
      const car = demoCars.find((c) => c.name === name)!
      return [car.drivetrain, car.seats]
    }
    expect(of('2019 Ford F-150 XLT')).toEqual(['4WD', 5])
    expect(of('2020 Toyota RAV4 Hybrid XLE')).toEqual(['AWD', 5])
    expect(of('2018 Ford Explorer XLT')).toEqual(['AWD', 7])
    expect(of('2019 Mazda MX-5 Miata Club')).toEqual(['RWD', 2])
    // Only roadsters and sports coupes have two seats.
    const twoSeaters = demoCars.filter((c) => c.seats === 2).map((c) => c.categoryId)
    expect(new Set(twoSeaters)).toEqual(new Set(['coupe', 'convertible']))
  })
})
