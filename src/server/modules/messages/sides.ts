import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client'
import { cars, conversations, dealerMembers, messages } from '../../db/schema'

/**
 * Who is on which side of a conversation. The buyer is one person; the seller's side is the
 * seller, and, for a dealer's car, every member of the dealer (docs/api.md "Dealers": sales staff
 * answer buyers), who read and answer the conversation as one side.
 */

const owner = alias(dealerMembers, 'owner')

/**
 * The conversations `userId` is a side of: as buyer, as seller, or as one of the dealer of the
 * car (the dealer's owner sells its cars, so only the owner's conversations need looking at:
 * each branch is one of conversations' indexes).
 */
export async function sideOf(db: Db | Tx, userId: string): Promise<SQL> {
  const [team] = await db
    .select({ dealerId: dealerMembers.dealerId, ownerId: owner.userId })
    .from(dealerMembers)
    .innerJoin(owner, and(eq(owner.dealerId, dealerMembers.dealerId), eq(owner.role, 'owner')))
    .where(eq(dealerMembers.userId, userId))
  const mine = [eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)]
  if (!team || team.ownerId === userId) return or(...mine)!
  return or(
    ...mine,
    and(
      eq(conversations.sellerId, team.ownerId),
      sql`exists (select 1 from ${cars} where ${cars.id} = ${conversations.carId}
        and ${cars.dealerId} = ${team.dealerId})`,
    ),
  )!
}

/**
 * Who a seller-side writer is for blocks: the conversation's seller, whichever of the dealer's
 * people types (a buyer who blocks the seller blocks the dealer; a member's block is the
 * dealer's).
 */
export const blockerSide = (c: { buyerId: string; sellerId: string }, me: string) =>
  me === c.buyerId ? me : c.sellerId

/** Whether a message came from the other side than `userId`'s (SQL over messages and conversations). */
export const fromOtherSide = (userId: string): SQL =>
  sql`((${messages.senderId} = ${conversations.buyerId}) <> (${conversations.buyerId} = ${userId}))`

/** Whether `senderId` is on `me`'s side of a conversation whose buyer is `buyerId`. */
export const sameSide = (senderId: string, me: string, buyerId: string) =>
  (senderId === buyerId) === (me === buyerId)

/** Everyone told of a new message: the buyer, the seller and the car's dealer's members. */
export async function sidesOf(
  tx: Db | Tx,
  c: { buyerId: string; sellerId: string; carId: string | null },
) {
  const team = c.carId
    ? await tx
        .select({ userId: dealerMembers.userId })
        .from(dealerMembers)
        .innerJoin(cars, eq(cars.dealerId, dealerMembers.dealerId))
        .where(eq(cars.id, c.carId))
    : []
  return [...new Set([c.buyerId, c.sellerId, ...team.map((m) => m.userId)])]
}
