import type { Db } from '../../db/client'
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
  }
}
export type NewsletterService = ReturnType<typeof newsletterService>
