import { z } from 'zod'

/** docs/api.md: every error answer has this shape. */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ApiError = z.infer<typeof errorSchema>
