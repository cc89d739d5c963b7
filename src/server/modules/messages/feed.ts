import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { conversations, messages } from '../../db/schema'
import type { Feed } from '../notifications/event-stream'
import { sideOf } from './sides'
import { messageToWire } from './wire-message'

/** The PostgreSQL channel on which a new message is announced to each side, `<userId> <seq>`. */
export const MESSAGES_CHANNEL = 'messages'

/** Announces a message to everyone on both sides of its conversation, when `tx` commits. */
export async function announce(tx: Tx, seq: number, participants: string[]) {
  for (const userId of participants) {
    await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${`${userId} ${seq}`})`)
  }
}

/**
 * The messages of a person's conversations as a feed of GET /api/events (`message` events):
 * `{conversationId, message}`, both sides' (the sender's other tabs, and a dealer's other people,
 * follow the thread too).
 */
export function messageFeed(db: Db): Feed {
  return {
    event: 'message',
    channel: MESSAGES_CHANNEL,
    async after(userId, seq, limit) {
      const rows = await db
        .select({ m: messages, buyerId: conversations.buyerId })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(await sideOf(db, userId), gt(messages.seq, seq)))
        .orderBy(asc(messages.seq))
        .limit(limit)
      return rows.map(({ m, buyerId }) => ({
        seq: m.seq,
        item: { conversationId: m.conversationId, message: messageToWire(m, userId, buyerId) },
      }))
    },
    async newestSeq(userId) {
      const [row] = await db
        .select({ seq: messages.seq })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(await sideOf(db, userId))
        .orderBy(desc(messages.seq))
        .limit(1)
      return row?.seq ?? 0
    },
  }
}
