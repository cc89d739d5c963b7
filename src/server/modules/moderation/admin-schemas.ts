import { z } from 'zod'

/**
 * What the admin's tools (this module's and the users module's) share in their schemas: the
 * `:id` of the report or person acted on, and the answer of a move that has nothing else to say.
 */
export const adminIdParams = z.object({ id: z.string().min(1).max(100) })
export const doneSchema = z.object({ done: z.literal(true) })
