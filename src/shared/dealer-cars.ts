import { z } from 'zod'
import { carFieldsSchema, refineResaleWithinPrice } from './car-attributes'
import { requiredText } from './text'

/** At most this many photos a dealer's car names by URL (docs/api.md "Dealers"). */
export const MAX_PHOTO_URLS = 40

const photoUrl = z
  .url({ protocol: /^https?$/, error: 'A photo URL must be an http(s) address' })
  .max(2000, 'A photo URL must be at most 2000 characters')

/**
 * A dealer's car's own fields: a seller's form's, except that the fields a dealer feed
 * rarely has (origin, price new, years of use, year of buying, mpg) may be left out or null,
 * and `image` too (photos come by URL and are fetched later; the car is Hidden until one is).
 */
const dealerCarFields = carFieldsSchema.extend({
  origin: carFieldsSchema.shape.origin.nullable().optional(),
  price: carFieldsSchema.shape.price.nullable().optional(),
  years_of_used: carFieldsSchema.shape.years_of_used.nullable().optional(),
  milespergallon: carFieldsSchema.shape.milespergallon.nullable().optional(),
  buyingyear: carFieldsSchema.shape.buyingyear.nullable().optional(),
  image: carFieldsSchema.shape.image.optional(),
  // Its photos are fetched from its photoUrls, up to that many (a seller's form takes 12).
  images: z
    .array(z.string().max(200))
    .max(MAX_PHOTO_URLS, `At most ${MAX_PHOTO_URLS} photos`)
    .optional(),
})

/** A dealer's car as an edit (PATCH /api/allcars/{id}) leaves it: its fields and their rules. */
export const dealerCarEditSchema = refineResaleWithinPrice(dealerCarFields)
export type DealerCarEdit = z.infer<typeof dealerCarEditSchema>

/**
 * A dealer's car, as the inventory upsert and the stock files give it (docs/api.md "Dealers"): its
 * fields, its stock number, and the URLs of its photos.
 */
export const dealerCarSchema = refineResaleWithinPrice(
  dealerCarFields.extend({
    stockNumber: requiredText(
      'Stock number is required',
      40,
      'Stock number must be at most 40 characters',
    ).regex(/^[A-Za-z0-9._-]+$/, 'Stock number: letters, digits, dot, dash and underscore only'),
    photoUrls: z
      .array(photoUrl)
      .max(MAX_PHOTO_URLS, `At most ${MAX_PHOTO_URLS} photo URLs`)
      .optional(),
  }),
)
export type DealerCar = z.infer<typeof dealerCarSchema>
export type DealerCarInput = z.input<typeof dealerCarSchema>

// An emptied field of the form: null (sent, so the edit clears it), not a missing value.
const blankAsNull = (v: unknown) =>
  v === '' || v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? null : v

/**
 * The edit page's form for a dealer's car: dealerCarEditSchema, where an emptied field dealers
 * may leave out is null (PATCH clears it) and no photo yet is no `image` (its photos may still
 * be coming by URL).
 */
export const dealerCarFormSchema = refineResaleWithinPrice(
  dealerCarFields.extend({
    origin: z.preprocess(blankAsNull, carFieldsSchema.shape.origin.nullable()),
    price: z.preprocess(blankAsNull, carFieldsSchema.shape.price.nullable()),
    years_of_used: z.preprocess(blankAsNull, carFieldsSchema.shape.years_of_used.nullable()),
    milespergallon: z.preprocess(blankAsNull, carFieldsSchema.shape.milespergallon.nullable()),
    buyingyear: z.preprocess(blankAsNull, carFieldsSchema.shape.buyingyear.nullable()),
    image: z.preprocess((v) => (v === '' ? undefined : v), carFieldsSchema.shape.image.optional()),
  }),
)
