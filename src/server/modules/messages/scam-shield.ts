import { and, eq, inArray, sql } from 'drizzle-orm'
import { anyRow } from '../../db/any-row'
import type { Tx } from '../../db/client'
import { bookings, conversations, messages, users } from '../../db/schema'
import { Refusal } from '../../errors'
import { openCheckCase } from '../moderation/cases'
import { scamWarning } from '../trust/scam-rules'

// The slow-down (docs/api.md "Trust and safety"): an account younger than this that has sent this
// many warned messages may send only so many messages a day.
const NEW_ACCOUNT_MS = 7 * 24 * 3600_000
const WARNINGS_TO_SLOW = 2
const SLOWED_PER_DAY = 5

/** Whether the buyer and the seller have a test drive of the car agreed (or behind them). */
async function testDriveAgreed(tx: Tx, c: typeof conversations.$inferSelect) {
  if (!c.carId) return false
  return anyRow(
    tx,
    bookings,
    and(
      eq(bookings.carId, c.carId),
      eq(bookings.buyerId, c.buyerId),
      inArray(bookings.status, ['accepted', 'completed']),
    ),
  )
}

/**
 * The scam shield on a message about to be written in `tx`: its safety note for the recipient
 * (modules/trust's rule), or null. A sender under 7 days old with 2 warned messages may send 5
 * a day (429); their second warned message queues them for review, naming the conversation
 * (while that case is open, no other is added).
 */
export async function scamShield(
  tx: Tx,
  c: typeof conversations.$inferSelect,
  senderId: string,
  text: string,
): Promise<string | null> {
  const warning = scamWarning({ text, testDriveAgreed: await testDriveAgreed(tx, c) })
  const [sender] = await tx
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, senderId))
  if (!sender || Date.now() - sender.createdAt.getTime() >= NEW_ACCOUNT_MS) return warning
  // One message of a new account at a time counts and inserts: two at once cannot both slip in.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${senderId}`}))`)
  const [sent] = await tx
    .select({
      warned: sql<number>`count(*) filter (where ${messages.warning} is not null)::int`,
      today: sql<number>`count(*) filter (where ${messages.createdAt} > now() - interval '1 day')::int`,
    })
    .from(messages)
    .where(eq(messages.senderId, senderId))
  const { warned, today } = sent ?? { warned: 0, today: 0 }
  if (warned >= WARNINGS_TO_SLOW && today >= SLOWED_PER_DAY) {
    throw new Refusal(
      429,
      `New accounts whose messages looked like a scam can send ${SLOWED_PER_DAY} messages a day; try again tomorrow`,
    )
  }
  if (warning && warned + 1 >= WARNINGS_TO_SLOW) {
    await openCheckCase(tx, {
      targetType: 'user',
      targetId: senderId,
      details: `A new account's messages tripped the scam shield ${warned + 1} times; the latest in the conversation ${c.id} about the ${c.carName} (car ${c.carId ?? 'deleted'}).`,
    })
  }
  return warning
}
