import { eq } from 'drizzle-orm'
import type { Db, Tx } from './client'
import { users } from './schema'

/** What a person who closed their account is called: on bookings, offers, leads, reviews, messages. */
export const DELETED_ACCOUNT = 'Deleted account'

/**
 * Whether a person has closed their account (or is unknown): nothing asks anyone to act on them
 * any more, neither a review of them (modules/bookings) nor an answer to their offer
 * (modules/offers). Read only: accounts are the users module's.
 */
export async function hasLeft(db: Db | Tx, userId: string): Promise<boolean> {
  const [person] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
  return !person || person.deletedAt !== null
}
