import { or, eq, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { cars, conversations, dealerMembers, messages } from '../../db/schema'

/**
 * Who is on which side of a conversation. The buyer is one person; the seller's side is the
 * seller, and, for a dealer's car, every member of the dealer (API.md "Dealers": sales staff
 * answer buyers), who read and answer the conversation as one side.
 */

/** The conversations `userId` is a side of: as buyer, as seller, or as one of the car's dealer. */
export const sideOf = (userId: string): SQL =>
  or(
    eq(conversations.buyerId, userId),
    eq(conversations.sellerId, userId),
    sql`exists (select 1 from ${cars} join ${dealerMembers} on ${dealerMembers.dealerId} = ${cars.dealerId}
      where ${cars.id} = ${conversations.carId} and ${dealerMembers.userId} = ${userId})`,
  )!

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
