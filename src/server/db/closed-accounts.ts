import { eq } from 'drizzle-orm'
import type { Db, Tx } from './client'
import { users } from './schema'

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
