import { z } from 'zod'
import { carFieldsSchema } from './car-attributes'
import { MAX_PHOTO_URLS } from './dealer-cars'

type Shape = typeof carFieldsSchema.shape
type Patchable = { [K in keyof Shape]: z.ZodOptional<z.ZodNullable<Shape[K]>> }

/**
 * PATCH /api/allcars/{id} (docs/api.md "Dealers"): a JSON merge patch of a listing. Only the fields
 * sent change; null clears one. Each value sent is checked as the form's field is; the server
 * then checks the whole car the patch leaves (newCarSchema, or dealerCarEditSchema for a
 * dealer's car), so a required field set to null is refused there, with the field's message.
 */
export const carPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(carFieldsSchema.shape).map(([key, field]) => [
        key,
        field.nullable().optional(),
      ]),
    ) as Patchable,
  )
  .extend({
    // A dealer's car may have its fetched photos, and its edit page sends them all: a private
    // seller's 12 are held by newCarSchema on the car the patch leaves.
    images: z
      .array(z.string().max(200))
      .max(MAX_PHOTO_URLS, `At most ${MAX_PHOTO_URLS} photos`)
      .nullable()
      .optional(),
  })
export type CarPatch = z.infer<typeof carPatchSchema>
export type CarPatchInput = z.input<typeof carPatchSchema>
