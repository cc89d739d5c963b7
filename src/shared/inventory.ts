import { z } from 'zod'

// API.md "Seller inventory": the answers to a seller's writes (the spec's shapes).
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
