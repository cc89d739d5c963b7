import { describe, expect, it } from 'vitest'
import { newCarSchema } from './car-attributes'

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
        'Model is required',
        'Model year is required',
        'ZIP code is required',
        'City is required',
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
