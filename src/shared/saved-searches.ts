import { z } from 'zod'
import { carSearchSchema } from './search'
import { requiredText } from './text'

export const alertFrequencies = ['instant', 'daily'] as const

/** The most searches one person may save. */
export const MAX_SAVED_SEARCHES = 20

/** The `/cars` query string's own search: what it asks for, without its page or order. */
export function searchOf(query: string) {
  const params = Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')))
  return carSearchSchema.safeParse(params)
}

/** POST /api/saved-searches (docs/api.md "Finding the right car"). */
export const newSavedSearchSchema = z.object({
  name: requiredText('Name this search', 60, 'Keep the name under 60 characters'),
  query: z
    .string()
    .max(1000, 'This search is too long to save')
    .refine((q) => searchOf(q).success, 'This search cannot be saved: check its filters'),
  frequency: z.enum(alertFrequencies, { error: 'Choose how often to be told' }),
})
export type NewSavedSearch = z.infer<typeof newSavedSearchSchema>

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.string(),
  frequency: z.enum(alertFrequencies),
  createdAt: z.string(),
})
export type SavedSearch = z.infer<typeof savedSearchSchema>
export const savedSearchListSchema = z.array(savedSearchSchema)
export const savedSearchCreatedSchema = z.object({ _id: z.string() })
export const savedSearchDeletedSchema = z.object({ deleted: z.literal(true) })
