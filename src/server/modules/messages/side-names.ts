import { eq } from 'drizzle-orm'
import type { Side } from '#shared/bookings'
import { DELETED_ACCOUNT } from '../../db/closed-accounts'
import type { Db, Tx } from '../../db/client'
import { cars, dealers } from '../../db/schema'

/**
 * How a conversation names its other side (docs/api.md "Messages"): to the buyer, the seller
 * as the car's page names them (its dealer's name, or the seller's public name, in full); to
 * the seller's side, the buyer by first name; anyone who closed their account, "Deleted account".
 */
export function otherSideName(other: {
  side: Side
  name: string
  dealer: string | null
  deleted: boolean
}) {
  if (other.deleted) return DELETED_ACCOUNT
  if (other.side === 'seller') return other.dealer ?? other.name
  return other.name.trim().split(/\s+/)[0] || other.name
}

/** The name of the dealer whose car the conversation is about, if it is a dealer's. */
export async function dealerOf(q: Db | Tx, carId: string | null) {
  if (!carId) return null
  const [row] = await q
    .select({ name: dealers.name })
    .from(cars)
    .innerJoin(dealers, eq(dealers.id, cars.dealerId))
    .where(eq(cars.id, carId))
  return row?.name ?? null
}
