import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client'
import { dealerMembers } from './schema'

const owner = alias(dealerMembers, 'owner')

/**
 * The sellers a person answers buyers for: themselves, and, for a dealer's manager or sales
 * person, its owner, whose account sells the dealer's cars (modules/dealers). Bookings, offers
 * and money let them make the seller's moves on those cars (docs/api.md "Dealers": sales staff
 * handle messages and bookings); cars of their own from before they joined stay theirs.
 */
export async function answersFor(db: Db | Tx, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ ownerId: owner.userId })
    .from(dealerMembers)
    .innerJoin(owner, and(eq(owner.dealerId, dealerMembers.dealerId), eq(owner.role, 'owner')))
    .where(eq(dealerMembers.userId, userId))
  return row && row.ownerId !== userId ? [userId, row.ownerId] : [userId]
}
