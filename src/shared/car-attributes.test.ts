import { describe, expect, it } from 'vitest'
import { isValidVin, newCarSchema } from './car-attributes'

describe('isValidVin', () => {
  it('accepts real VINs and refuses a wrong check digit or letters I, O, Q', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true)
    expect(isValidVin('11111111111111111')).toBe(true)
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false)
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false)
    expect(isValidVin('1O8GDM9AXKP042788')).toBe(false)
  })
})

describe('newCarSchema', () => {
  it('gives each missing field its own message', () => {
    const result = newCarSchema.safeParse({ price: Number.NaN })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((i) => i.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Origin is required',
        'Price is required',
        'Resale Price is required',
        'Years of use is required',
        'Description is required',
        'Miles per gallon is required',
        'Year of buying is required',
        'Company name is required',
        'Photo is required',
        'Mileage is required',
      ]),
    )
  })

  it('refuses negative and non-numeric numbers', () => {
    const result = newCarSchema.safeParse({ price: -5, resale_price: 'abc', mileage: -1 })
    const messages = result.error!.issues.map((i) => i.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'Price must be more than 0',
        'Resale Price must be a number',
        'Mileage cannot be negative',
      ]),
    )
  })
})
