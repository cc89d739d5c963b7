import { z } from 'zod'
import { carFieldsSchema } from './car-attributes'

type Shape = typeof carFieldsSchema.shape
type Patchable = { [K in keyof Shape]: z.ZodOptional<z.ZodNullable<Shape[K]>> }

/**
 * PATCH /api/allcars/{id} (API.md "Dealers"): a JSON merge patch of a listing. Only the fields
 * sent change; null clears one. Each value sent is checked as the form's field is; the server
 * then checks the whole car the patch leaves (newCarSchema, or dealerCarEditSchema for a
 * dealer's car), so a required field set to null is refused there, with the field's message.
 */
export const carPatchSchema = z.object(
  Object.fromEntries(
    Object.entries(carFieldsSchema.shape).map(([key, field]) => [key, field.nullable().optional()]),
  ) as Patchable,
)
export type CarPatch = z.infer<typeof carPatchSchema>
export type CarPatchInput = z.input<typeof carPatchSchema>
