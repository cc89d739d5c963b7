import { z } from 'zod'
import {
  carStatuses,
  categoryIdPattern,
  conditions,
  drivetrains,
  fuelTypes,
  transmissions,
} from './car-options'
import { DEAL_SCOPES, dealLabels } from './deals'

export { carStatuses, conditions, drivetrains, fuelTypes, transmissions } from './car-options'

/** docs/api.md: GET /api/featured-cars answers at most this many cars. */
export const FEATURED_LIMIT = 6

export const categorySchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  bodyType: z.string(),
  CategoryImage: z.string(),
})
export type Category = z.infer<typeof categorySchema>

/** A car on the wire (docs/api.md). Money is whole dollars. */
/** A person's rating from their published reviews; `average` is null without any. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() })
export type Rating = z.infer<typeof ratingSchema>

export const carSchema = z.object({
  _id: z.string(),
  carName: z.string(),
  // Origin, price new, years of use, mpg and year of buying: null where a dealer's car does not
  // say (docs/api.md "Dealers"); a private seller's listing always has them.
  origin: z.string().nullable(),
  price: z.number().int().nullable(),
  resale_price: z.number().int(),
  years_of_used: z.number().nullable(),
  carCategory: z.string(),
  description: z.string(),
  milespergallon: z.number().nullable(),
  buyingyear: z.string().nullable().describe('ISO date, YYYY-MM-DD'),
  company: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  condition: z.enum(conditions),
  mileage: z.number().int(),
  fuelType: z.enum(fuelTypes).nullable(),
  transmission: z.enum(transmissions).nullable(),
  drivetrain: z.enum(drivetrains).nullable(),
  seats: z.number().int().nullable(),
  color: z.string().nullable(),
  vin: z.string().nullable(),
  /** The vehicle and where it is (docs/api.md "Finding the right car"); null on older listings. */
  make: z.string().nullable(),
  model: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  trim: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Miles from the search's `near` ZIP code, in a search that has one. */
  distance: z.number().int().optional(),
  /** Every asking price the listing has had (dollars), oldest first. */
  priceHistory: z.array(z.object({ price: z.number().int(), at: z.string() })),
  /**
   * How the asking price compares with the price expected from comparable listings (docs/api.md);
   * null with fewer than DEAL_MIN_COMPARABLES of them however wide they were looked for
   * (src/shared/deals.ts).
   */
  dealRating: z
    .object({
      label: z.enum(dealLabels),
      expectedPrice: z.number().int(),
      comparables: z.number().int(),
      /** How wide the comparables were looked for (DEAL_SCOPES). */
      scope: z.enum(DEAL_SCOPES),
    })
    .nullable(),
  /** The seller's e-mail: only for the car's seller and admins (docs/api.md "Trust and safety"). */
  seller: z.string().optional(),
  sellerName: z.string(),
  sellerId: z.string(),
  sellerRating: ratingSchema,
  /** The dealer whose stock it is (docs/api.md "Dealers"); null for a private seller's car. */
  dealer: z.object({ _id: z.string(), name: z.string(), verified: z.boolean() }).nullable(),
  /** The dealer's own number for the car (imports and the inventory upsert key it); else null. */
  stockNumber: z.string().nullable(),
  status: z.enum(carStatuses),
  /**
   * Held for review by the listing checks (docs/api.md "Trust and safety"): why, one reason per
   * rule. Only for the car's seller and admins; null when not held.
   */
  review: z
    .object({ reasons: z.array(z.object({ rule: z.string(), message: z.string() })) })
    .nullable()
    .optional(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
})
export type Car = z.infer<typeof carSchema>

/** Category ids are short slugs such as `suv`; anything else is refused before a query runs. */
export const categoryIdSchema = z.string().regex(categoryIdPattern, 'Unknown category')
export const carIdSchema = z.uuid({ message: 'Unknown car' })

/**
 * How a search's typed words were read (docs/api.md "Search that understands people"): `q` is
 * the words left as words, each other field a filter the words named, and `from` the words each
 * filter was read from, so a page can drop one ("under 20k") from the query as typed. `place`
 * names `near` as a city ("Chicago, IL") when the words named a city rather than a ZIP code.
 */
export const interpretedSchema = z.object({
  q: z.string(),
  make: z.string().optional(),
  model: z.string().optional(),
  category: z.string().optional(),
  near: z.string().optional(),
  place: z.string().optional(),
  radius: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  minModelYear: z.number().int().optional(),
  maxMileage: z.number().int().optional(),
  fuel: z.enum(fuelTypes).optional(),
  drivetrain: z.enum(drivetrains).optional(),
  minSeats: z.number().int().optional(),
  sort: z.literal('price_asc').optional(),
  from: z.record(z.string(), z.string()),
})
export type Interpreted = z.infer<typeof interpretedSchema>
/** What a fallback left out of a search that found nothing. */
export const fallbackReasons = ['place', 'price', 'word'] as const

export const carPageSchema = z.object({
  items: z.array(carSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Present when the free text named filters (a place, a price, a body type...). */
  interpreted: interpretedSchema.optional(),
  /**
   * Present when nothing matched: the closest cars, found by the same search without its
   * place (nearest first, with their distance), without its price, or without its least
   * important word (`dropped`, as typed).
   */
  fallback: z
    .object({
      reason: z.enum(fallbackReasons),
      dropped: z.string(),
      items: z.array(carSchema),
    })
    .optional(),
})
export type CarPage = z.infer<typeof carPageSchema>

export const categoryListSchema = z.array(categorySchema)
export const carListSchema = z.array(carSchema)
