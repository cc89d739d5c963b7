import { z } from 'zod'

/**
 * How a dealer's photos named by URL stand (GET /api/dealers/{id}/photos/progress): how many
 * wait to be fetched, are stored, or failed for good, and the latest failures with why.
 */
export const photoProgressSchema = z.object({
  waiting: z.number().int(),
  stored: z.number().int(),
  failed: z.number().int(),
  failures: z.array(
    z.object({
      carId: z.string(),
      stockNumber: z.string().nullable(),
      url: z.string(),
      reason: z.string(),
    }),
  ),
})
export type PhotoProgress = z.infer<typeof photoProgressSchema>
