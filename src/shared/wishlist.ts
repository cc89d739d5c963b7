import { z } from 'zod'
import { carSchema } from './cars'

/** A saved car; `car` is null once the listing is deleted, `carName` says what it was. */
export const wishlistItemSchema = z.object({
  _id: z.string(),
  carName: z.string(),
  savedAt: z.string(),
  car: carSchema.nullable(),
})
export type WishlistItem = z.infer<typeof wishlistItemSchema>
export const wishToggleSchema = z.object({ liked: z.boolean(), count: z.number().int() })

export const newsletterSchema = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .min(1, 'Enter your email address')
    .max(254, 'That email address is too long')
    .pipe(z.email('Enter a valid email address')),
})
