import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client'
import { dealerMembers } from './schema'

const owner = alias(dealerMembers, 'owner')

/**
 * The seller a person answers buyers for: a dealer's manager or sales person answers for its
 * owner, whose account sells the dealer's cars (modules/dealers); anyone else for themselves.
 * Bookings, offers and money let them make the seller's moves on those cars (API.md "Dealers":
 * sales staff handle messages and bookings).
 */
export async function answersFor(db: Db | Tx, userId: string): Promise<string> {
  const [row] = await db
    .select({ ownerId: owner.userId })
    .from(dealerMembers)
    .innerJoin(owner, and(eq(owner.dealerId, dealerMembers.dealerId), eq(owner.role, 'owner')))
    .where(eq(dealerMembers.userId, userId))
  return row?.ownerId ?? userId
}
