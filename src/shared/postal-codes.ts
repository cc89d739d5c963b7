import { z } from 'zod'

/** A US ZIP code as a path names it: five digits. */
export const zipParamsSchema = z.object({
  zip: z.string().regex(/^\d{5}$/, 'A ZIP code is five digits'),
})

/** GET /api/postal-codes/{zip}: the town a ZIP code is in (docs/api.md "Catalogue"). */
export const postalCodeSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() })
export type PostalCode = z.infer<typeof postalCodeSchema>
