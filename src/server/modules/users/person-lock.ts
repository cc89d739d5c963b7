import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { users } from '../../db/schema'
import { Refusal } from '../../errors'

/**
 * A person's row, locked in `tx` for a change of their state (a suspension, a deletion):
 * 404 when there is no such person (or no longer), 403 with `adminRefusal` for an admin.
 */
export async function lockPerson(tx: Tx, userId: string, adminRefusal: string) {
  const [person] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    // Not FOR UPDATE: a booking of this seller's car holds the car and then records the
    // seller's notification, whose foreign key takes a key-share lock on this row; with
    // FOR UPDATE here, and the cars locked next, the two would wait for each other.
    .for('no key update')
  if (!person) throw new Refusal(404, 'User not found')
  if (person.role === 'admin') throw new Refusal(403, adminRefusal)
  return person
}
