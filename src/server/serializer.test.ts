import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { carSchema } from '#shared/cars'
import { roleCheckSchema } from '#shared/accounts'
import { serializerCompiler } from './serializer'

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })

describe('answers written from the zod response schemas', () => {
  it('send only the fields the schema names, so a new column cannot leak', () => {
    const write = compile(z.object({ name: z.string(), email: z.string().optional() }))
    const json = write({ name: 'Ann', email: undefined, passwordHash: 'secret' })
    expect(JSON.parse(json)).toEqual({ name: 'Ann' })
  })

  it('fail an answer that lacks a required field rather than send it incomplete', () => {
    const write = compile(z.object({ name: z.string(), price: z.number() }))
    expect(() => write({ name: 'Ann' })).toThrow(/price/)
  })

  it('write what JSON.stringify would for every field of a car', () => {
    const car = {
      _id: 'c1',
      carName: 'Toyota "Corolla" \u2028',
      origin: 'Japan',
      price: 20000,
      resale_price: 18000,
      years_of_used: 2.5,
      carCategory: 'sedan',
      description: 'Line one\nline two',
      milespergallon: 31,
      buyingyear: '2021-01-01',
      company: 'Toyota',
      image: '/media/u1/800.webp',
      images: ['/media/u1/800.webp'],
      condition: 'Excellent' as const,
      mileage: 12000,
      fuelType: null,
      transmission: 'Automatic' as const,
      drivetrain: 'FWD' as const,
      seats: null,
      color: null,
      vin: null,
      make: 'Toyota',
      model: 'Corolla',
      modelYear: 2021,
      trim: null,
      postalCode: '78704',
      city: 'Austin',
      state: 'TX',
      priceHistory: [{ price: 18000, at: '2026-11-23T10:00:00.000Z' }],
      seller: 'seller@example.com',
      sellerName: 'Sam',
      sellerId: 'seller-sam',
      dealRating: {
        label: 'good' as const,
        expectedPrice: 19500,
        comparables: 12,
        scope: 'model' as const,
      },
      sellerRating: { average: 4.5, count: 2 },
      dealer: null,
      stockNumber: 'A-1001',
      status: 'Active' as const,
      isFeatured: false,
      createdAt: '2026-11-23T10:00:00.000Z',
    }
    expect(JSON.parse(compile(carSchema)(car))).toEqual(car)
    expect(JSON.parse(compile(roleCheckSchema)({ isSeller: true }))).toEqual({ isSeller: true })
  })
})
