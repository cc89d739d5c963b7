import { z } from 'zod'
import { carFieldsSchema, refineResaleWithinPrice } from './car-attributes'

/** At most this many photos a dealer's car names by URL (API.md "Dealers"). */
export const MAX_PHOTO_URLS = 40

const photoUrl = z
  .url({ protocol: /^https?$/, error: 'A photo URL must be an http(s) address' })
  .max(2000, 'A photo URL must be at most 2000 characters')

/**
 * A dealer's car, as the inventory upsert and the stock files give it (API.md "Dealers"). The
 * same fields and rules as a seller's form, except that the spec's fields a dealer feed rarely
 * has (origin, price new, years of use, year of buying, mpg) may be left out or null; photos
 * come by URL (fetched later) instead of the seller's own uploads, so `image` is optional too.
 */
export const dealerCarSchema = refineResaleWithinPrice(
  carFieldsSchema.extend({
    stockNumber: z
      .string({ error: 'Stock number is required' })
      .trim()
      .min(1, 'Stock number is required')
      .max(40, 'Stock number must be at most 40 characters')
      .regex(/^[A-Za-z0-9._-]+$/, 'Stock number: letters, digits, dot, dash and underscore only'),
    origin: carFieldsSchema.shape.origin.nullable().optional(),
    price: carFieldsSchema.shape.price.nullable().optional(),
    years_of_used: carFieldsSchema.shape.years_of_used.nullable().optional(),
    milespergallon: carFieldsSchema.shape.milespergallon.nullable().optional(),
    buyingyear: carFieldsSchema.shape.buyingyear.nullable().optional(),
    image: carFieldsSchema.shape.image.optional(),
    photoUrls: z
      .array(photoUrl)
      .max(MAX_PHOTO_URLS, `At most ${MAX_PHOTO_URLS} photo URLs`)
      .optional(),
  }),
)
export type DealerCar = z.infer<typeof dealerCarSchema>
export type DealerCarInput = z.input<typeof dealerCarSchema>
