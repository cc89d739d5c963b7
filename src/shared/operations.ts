import { z } from 'zod'
import { errorSchema } from './errors'

// docs/api.md "Operations".
export const healthSchema = z.object({ status: z.literal('ok') })

/** What GET /api/ready found of what the app needs: the database and the photo store. */
const dependencies = {
  database: z.enum(['ok', 'unreachable']),
  storage: z.enum(['ok', 'unreachable']),
}
export const readySchema = z.object({ status: z.literal('ready'), ...dependencies })
/**
 * 503: the error shape, with which of them did not answer; a server that is shutting down
 * answers 503 before asking either (plugins/graceful-shutdown.ts), so they are optional.
 */
export const notReadySchema = errorSchema.extend({
  database: dependencies.database.optional(),
  storage: dependencies.storage.optional(),
})
