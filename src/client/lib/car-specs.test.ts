import { describe, expect, it } from 'vitest'
import { carAttributes } from '#shared/car-attributes'
import { buildCar } from '../../../tests/support/client/build-car'
import { carSpecs } from './car-specs'

describe('carSpecs', () => {
  it('lists every detail attribute in declaration order, formatted', () => {
    const specs = carSpecs(buildCar({ vin: '1M8GDM9AXKP042788', years_of_used: 1 }))
    const detailLabels = carAttributes.filter((a) => 'detail' in a && a.detail).map((a) => a.label)
    expect(specs.map((s) => s.label)).toEqual(detailLabels)
    expect(Object.fromEntries(specs.map((s) => [s.label, s.value]))).toMatchObject({
      Price: '$28,000',
      'Resale Price': '$12,500',
      'Years of used': '1 year',
      Mileage: '42,000 miles',
      'Miles per gallon': '35 mpg',
      'Year of Buying': 'May 14, 2020',
      VIN: '1M8GDM9AXKP042788',
      Drivetrain: 'AWD',
      Seats: '5 seats',
    })
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
    for (const empty of [
      'Fuel type',
      'Transmission',
      'Drivetrain',
      'Seats',
      'Exterior colour',
      'VIN',
    ]) {
      expect(labels).not.toContain(empty)
    }
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
