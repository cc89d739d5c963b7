import { z } from 'zod'

// docs/api.md "Seller inventory", POST /api/uploads: the shapes an image host answers (`{success, data: {url}}`).
export const uploadedSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
})
export type Uploaded = z.infer<typeof uploadedSchema>
export const uploadRefusedSchema = z.object({ success: z.literal(false), message: z.string() })
