import { eq } from 'drizzle-orm'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { answersFor } from '../../db/dealer-team'
import { bookings } from '../../db/schema'
import { Refusal } from '../../errors'
import { moves, refusal, type Move } from './rules'
import { sideOf } from './wire'

/** Who may act on a booking: its buyer or its car's seller's side, each only their own moves. */
export function parties(db: Db) {
  /** The booking and the caller's side: 404 for who may not see it, 403 for an admin looking on. */
  async function asParty(id: string, caller: SessionUser, what: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
    const side = row ? sideOf(row, caller.id, await answersFor(db, caller.id)) : null
    if (!row || (!side && caller.role !== 'admin')) throw new Refusal(404, 'Booking not found')
    if (!side) throw new Refusal(403, `Only the buyer or the seller can ${what}`)
    return { row, side, sellerId: row.sellerId }
  }

  /**
   * Loads a booking for a move by the caller: 404 for anyone who may not see it, 403 for who
   * may see it but not make this move, 409 when its state does not allow it.
   */
  async function forMove(id: string, caller: SessionUser, move: Move) {
    const party = await asParty(id, caller, 'answer a booking')
    if (!moves[move].by.includes(party.side)) {
      throw new Refusal(403, `Only the ${moves[move].by.join(' or the ')} can do that`)
    }
    const refused = refusal(move, party.side, party.row)
    if (refused) throw new Refusal(409, refused)
    return party
  }

  return { asParty, forMove }
}

export type Parties = ReturnType<typeof parties>
