import { z } from 'zod'
import { wholeNumber } from './search'

/** The most rows a list endpoint answers when the caller names no `limit`. */
export const DEFAULT_LIST_LIMIT = 100
export const MAX_LIST_LIMIT = 500

/**
 * `?limit=&offset=` for the list endpoints that answer a plain array (docs/decisions/0028-bounded-lists.md): newest first, at most `limit` rows, so no list grows with the database.
 */
export const listWindowSchema = z.object({
  limit: wholeNumber('limit', 1, MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT),
  offset: wholeNumber('offset', 0, 1_000_000).default(0),
})
export type ListWindow = z.infer<typeof listWindowSchema>
