import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { newsletterSubscribers } from '../../db/schema'

export function newsletterService(db: Db) {
  return {
    /** Stores the address once; subscribing again is not an error. */
    async subscribe(email: string) {
      await db
        .insert(newsletterSubscribers)
        .values({ email: email.toLowerCase() })
        .onConflictDoNothing()
    },

    async unsubscribe(email: string, tx: Db | Tx = db) {
      await tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    },

    async isSubscribed(email: string) {
      const [row] = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()))
      return Boolean(row)
    },
  }
}
export type NewsletterService = ReturnType<typeof newsletterService>
