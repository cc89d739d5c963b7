import { z } from 'zod'
import { listWindowSchema } from './lists'

// docs/api.md "Seller inventory": the answers to a seller's writes (`insertedId`, `modifiedCount`, `deletedCount`, as the first clients read them).
export const carAddedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() })
export type CarAdded = z.infer<typeof carAddedSchema>
export const carFeaturedSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number(),
})
export type CarFeatured = z.infer<typeof carFeaturedSchema>
export const carEditedSchema = z.object({ acknowledged: z.literal(true) })
export type CarEdited = z.infer<typeof carEditedSchema>
export const carDeletedSchema = z.object({ deletedCount: z.number() })
export type CarDeleted = z.infer<typeof carDeletedSchema>

/**
 * GET /api/allcars (Manage Cars): a window of the caller's cars, newest first; `stock` keeps
 * those whose stock number holds it (any case), for a dealer's hundreds of cars.
 */
export const myCarsQuerySchema = listWindowSchema.extend({
  stock: z.string().trim().max(40, 'A stock number is at most 40 characters').optional(),
})
export type MyCarsQuery = z.infer<typeof myCarsQuerySchema>
