import { z } from 'zod'

/** One e-mail as the admin's Outbox page shows it (API.md "Account and e-mail"). */
export const outboxItemSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** When the SMTP server took it; null while it waits (or when no SMTP_URL is set). */
  sentAt: z.string().nullable(),
  /** The last delivery failure, if any. */
  error: z.string().nullable(),
})
export const outboxListSchema = z.array(outboxItemSchema)
export type OutboxItem = z.infer<typeof outboxItemSchema>
