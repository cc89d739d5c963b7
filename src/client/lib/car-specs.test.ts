import { describe, expect, it } from 'vitest'
import { carAttributes } from '#shared/car-attributes'
import { buildCar } from '../../../tests/support/client/build-car'
import { carSpecs } from './car-specs'

describe('carSpecs', () => {
  it('lists every detail attribute in declaration order, formatted', () => {
    const specs = carSpecs(buildCar({ vin: '1M8GDM9AXKP042788', years_of_used: 1 }))
    const detailLabels = carAttributes.filter((a) => 'detail' in a && a.detail).map((a) => a.label)
    expect(specs.map((s) => s.label)).toEqual(detailLabels)
    const value = (label: string) => specs.find((s) => s.label === label)?.value
    expect(value('Price')).toBe('$28,000')
    expect(value('Resale Price')).toBe('$12,500')
    expect(value('Years of used')).toBe('1 year')
    expect(value('Mileage')).toBe('42,000 miles')
    expect(value('Miles per gallon')).toBe('35 mpg')
    expect(value('Year of Buying')).toBe('May 14, 2020')
    expect(value('VIN')).toBe('1M8GDM9AXKP042788')
    expect(value('Drivetrain')).toBe('AWD')
    expect(value('Seats')).toBe('5 seats')
  })

  it('says one seat, not "1 seats"', () => {
    const value = carSpecs(buildCar({ seats: 1 })).find((s) => s.label === 'Seats')?.value
    expect(value).toBe('1 seat')
  })

  it('skips optional attributes the seller left empty', () => {
    const labels = carSpecs(
      buildCar({
        fuelType: null,
        transmission: null,
        drivetrain: null,
        seats: null,
        color: null,
        vin: null,
      }),
    ).map((s) => s.label)
    expect(labels).not.toContain('Fuel type')
    expect(labels).not.toContain('Transmission')
    expect(labels).not.toContain('Drivetrain')
    expect(labels).not.toContain('Seats')
    expect(labels).not.toContain('Exterior colour')
    expect(labels).not.toContain('VIN')
    expect(labels).toContain('Origin')
  })

  it("gives an electric car's figure as MPGe", () => {
    const specs = carSpecs(buildCar({ fuelType: 'Electric', milespergallon: 105 }))
    const spec = specs.find((s) => s.key === 'milespergallon')
    expect(spec).toMatchObject({ label: 'Miles per gallon equivalent', value: '105 MPGe' })
    const petrol = carSpecs(buildCar({ fuelType: 'Petrol', milespergallon: 35 }))
    expect(petrol.find((s) => s.key === 'milespergallon')?.value).toBe('35 mpg')
  })
})
