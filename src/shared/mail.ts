import { z } from 'zod'

/** One e-mail as the admin's Outbox page shows it (docs/api.md "Account and e-mail"). */
export const outboxItemSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What it is about: `password-reset`, `booking.requested` ... */
  kind: z.string(),
  /**
   * The words, while the mail waits; null for a sent one (its body is dropped) and for a
   * private one (a sign-in, reset or confirmation link, a private message), never shown.
   */
  text: z.string().nullable(),
  createdAt: z.string(),
  /** When the SMTP server took it; null while it waits (or when no SMTP_URL is set). */
  sentAt: z.string().nullable(),
  /** The last delivery failure, if any. */
  error: z.string().nullable(),
})
export const outboxListSchema = z.array(outboxItemSchema)
export type OutboxItem = z.infer<typeof outboxItemSchema>
