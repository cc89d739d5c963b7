import { describe, expect, it } from 'vitest'
import { newCarSchema } from './car-attributes'
import { dealerCarSchema } from './dealer-cars'

const dealerCar = {
  stockNumber: 'A-1001',
  carName: '2019 Toyota Camry SE',
  resale_price: 18_500,
  carCategory: 'sedan',
  description: 'One owner.',
  company: 'Toyota',
  model: 'Camry',
  modelYear: 2019,
  postalCode: '10001',
  city: 'New York',
  condition: 'Good',
  mileage: 42_000,
}
const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? []

describe('dealerCarSchema', () => {
  it('takes a car without the fields dealer feeds rarely carry', () => {
    const parsed = dealerCarSchema.parse({ ...dealerCar, origin: null, price: null })
    expect(parsed).toMatchObject({ stockNumber: 'A-1001', origin: null, price: null })
  })

  it('still refuses a missing required field, a bad stock number and non-http photo URLs', () => {
    const { resale_price: _, ...noPrice } = dealerCar
    const r = dealerCarSchema.safeParse({
      ...noPrice,
      stockNumber: 'a/b',
      photoUrls: ['ftp://example.com/a.jpg', 'https://example.com/b.jpg'],
    })
    expect(issuesOf(r).sort()).toEqual(['photoUrls.0', 'resale_price', 'stockNumber'])
  })

  it('allows at most 40 photo URLs and keeps the asking price within the price new', () => {
    const urls = Array.from({ length: 41 }, (_, i) => `https://example.com/${i}.jpg`)
    expect(issuesOf(dealerCarSchema.safeParse({ ...dealerCar, photoUrls: urls }))).toEqual([
      'photoUrls',
    ])
    expect(issuesOf(dealerCarSchema.safeParse({ ...dealerCar, price: 10_000 }))).toEqual([
      'resale_price',
    ])
  })
})

describe('newCarSchema', () => {
  it('keeps origin, price new, years of use, mpg and year of buying required for a seller', () => {
    const r = newCarSchema.safeParse({ ...dealerCar, image: 'a.webp' })
    expect(issuesOf(r).sort()).toEqual([
      'buyingyear',
      'milespergallon',
      'origin',
      'price',
      'years_of_used',
    ])
  })
})
