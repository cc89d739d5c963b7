import { z } from 'zod'
import { carSchema } from './cars'

/**
 * A saved car; `car` is null once the listing is deleted, `carName` says what it was. `yours`
 * says whether the car is the caller's: they asked for a test drive (`booked`), their payment
 * holds it (`reserved`), or they bought it.
 */
export const wishlistItemSchema = z.object({
  _id: z.string(),
  carName: z.string(),
  savedAt: z.string(),
  car: carSchema.nullable(),
  yours: z.enum(['booked', 'reserved', 'bought']).nullable(),
})
export type WishlistItem = z.infer<typeof wishlistItemSchema>
export const wishToggleSchema = z.object({ liked: z.boolean(), count: z.number().int() })
export type WishToggle = z.infer<typeof wishToggleSchema>
