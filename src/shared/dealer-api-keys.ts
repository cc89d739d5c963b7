import { z } from 'zod'
import { requiredText } from './text'

/**
 * A dealer's API keys (docs/api.md "Dealers"): a key acts as the dealer's inventory (the upsert and
 * imports) and leads, nothing else. The key itself is shown once, when it is made.
 */

/** POST /api/dealers/{id}/api-keys */
export const newApiKeySchema = z.object({
  name: requiredText('Name the key (what uses it)', 60, 'Keep the name under 60 characters'),
})
export type NewApiKey = z.input<typeof newApiKeySchema>

/** The one answer that holds the key: it is stored hashed and never shown again. */
export const apiKeyCreatedSchema = z.object({ _id: z.string(), key: z.string() })
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>

/** GET /api/dealers/{id}/api-keys: the live keys, newest first; never the key. */
export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type ApiKey = z.infer<typeof apiKeySchema>
export const apiKeyListSchema = z.array(apiKeySchema)

export const apiKeyIdSchema = z.uuid({ message: 'No such API key' })

/** The most live keys a dealer may hold: one per system that sends its stock, and spares. */
export const MAX_API_KEYS = 10
