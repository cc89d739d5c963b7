import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { BookingStatus, PaymentState } from '#shared/bookings'
import {
  MESSAGES_PAGE,
  type Conversation,
  type Message,
  type NewConversation,
} from '#shared/messages'
import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { newestFirst } from '../../db/newest-first'
import { blocks, bookings, cars, conversations, dealers, messages, users } from '../../db/schema'
import { Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { CatalogueService } from '../catalogue/service'
import { announce } from './feed'
import { scamShield } from './scam-shield'
import { dealerOf, otherSideName } from './side-names'
import { blockerSide, fromOtherSide, sameSide, sideOf, sidesOf } from './sides'
import { messageToWire } from './wire-message'
import type { LeadsService } from '../leads/service'
import type { NotificationsService } from '../notifications/service'

type ConversationRow = typeof conversations.$inferSelect

/** The column that says an e-mail is due to this participant. */
const dueTo = (c: typeof conversations.$inferSelect, userId: string) =>
  c.buyerId === userId ? ('buyerEmailDueAt' as const) : ('sellerEmailDueAt' as const)

/**
 * Buyer–seller messages (docs/api.md "Messages"): one conversation per car and buyer, read and
 * written only by its two participants; neither sees the other's address or phone. Text only.
 */
const EMAIL = 'messages.email'

export async function messagesService(
  db: Db,
  {
    catalogue,
    notifications,
    jobs,
    leads,
    emailAfterMs,
  }: {
    catalogue: CatalogueService
    notifications: NotificationsService
    jobs: Jobs
    leads: Pick<LeadsService, 'record' | 'answered'>
    emailAfterMs: number
  },
) {
  /**
   * The conversation for one of its sides (its buyer, its seller, the car's dealer's people);
   * anyone else learns nothing (404).
   */
  async function participating(id: string, me: SessionUser) {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), await sideOf(db, me.id)))
    if (!row) throw new Refusal(404, 'Conversation not found')
    return row
  }
  const otherOf = (c: ConversationRow, me: string) => (c.buyerId === me ? c.sellerId : c.buyerId)

  /** Refuses a message to someone who closed their account or blocked the sender. */
  async function mayWrite(from: string, to: string) {
    const [other] = await db
      .select({
        name: users.name,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
        blocked: sql<boolean>`exists (select 1 from ${blocks}
          where ${blocks.blockerId} = ${to} and ${blocks.blockedId} = ${from})`,
      })
      .from(users)
      .where(eq(users.id, to))
    if (other?.deleted) throw new Refusal(409, 'This person has closed their account')
    if (other?.blocked) throw new Refusal(403, 'This person is not taking messages from you')
  }

  async function unreadOf(me: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(await sideOf(db, me), fromOtherSide(me), isNull(messages.readAt)))
    return row?.n ?? 0
  }

  /**
   * Writes a message, with the scam shield's note when it needs one, and, unless one is already
   * due, an e-mail to the other side for `emailAfterMs` later: sent then only if something is
   * still unread (`emailUnread`).
   */
  async function write(c: ConversationRow, me: SessionUser, text: string): Promise<Message> {
    const key = dueTo(c, otherOf(c, me.id))
    const due = conversations[key]
    return db.transaction(async (tx) => {
      const warning = await scamShield(tx, c, me.id, text)
      const [message] = await tx
        .insert(messages)
        .values({ conversationId: c.id, senderId: me.id, text, warning })
        .returning()
      const at = new Date(message!.createdAt.getTime() + emailAfterMs)
      const [scheduled] = await tx
        .update(conversations)
        .set({ lastMessageAt: message!.createdAt, [key]: sql`coalesce(${due}, ${at})` })
        .where(eq(conversations.id, c.id))
        .returning({ due })
      await announce(tx, message!.seq, await sidesOf(tx, c))
      await leadOf(tx, c, me, text)
      if (scheduled?.due?.getTime() === at.getTime()) {
        await jobs.send(
          EMAIL,
          { conversationId: c.id, to: otherOf(c, me.id) },
          { tx, startAfter: at },
        )
      }
      return messageToWire(message!, me.id, c.buyerId)
    })
  }

  /**
   * A conversation's first message is a lead when the car is a dealer's; the seller's side
   * writing back answers the buyer's leads about the car.
   */
  async function leadOf(tx: Tx, c: ConversationRow, me: SessionUser, text: string) {
    if (!c.carId) return
    if (me.id !== c.buyerId) return leads.answered(tx, c.carId, c.buyerId)
    const [earlier] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.conversationId, c.id))
    if (earlier!.n !== 1) return
    await leads.record(tx, {
      kind: 'message',
      carId: c.carId,
      buyerId: me.id,
      buyerName: me.name,
      comment: text,
    })
  }

  /** The delayed e-mail: one about what `to` has not read in the conversation, if anything. */
  async function emailUnread({ conversationId, to }: { conversationId: string; to: string }) {
    await db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update')
      if (!c) return
      await tx
        .update(conversations)
        .set({ [dueTo(c, to)]: null })
        .where(eq(conversations.id, conversationId))
      const unread = await tx
        .select({ text: messages.text, warning: messages.warning, from: users.name })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            // From the other side than `to`'s (a dealer's people are one side).
            to === c.buyerId ? ne(messages.senderId, to) : eq(messages.senderId, c.buyerId),
            isNull(messages.readAt),
          ),
        )
        .orderBy(desc(messages.seq))
      if (unread.length === 0) return
      const from = otherSideName({
        side: to === c.buyerId ? 'seller' : 'buyer',
        name: unread[0]!.from,
        dealer: to === c.buyerId ? await dealerOf(tx, c.carId) : null,
        deleted: false,
      })
      const count = unread.length === 1 ? 'a message' : `${unread.length} messages`
      await notifications.notify(
        {
          userId: to,
          kind: 'message.received',
          title: `${from} sent you ${count} about the ${c.carName}`,
          // The newest message's safety note goes with it, as in the thread.
          body: `“${unread[0]!.text.slice(0, 300)}” ${unread[0]!.warning ? `${unread[0]!.warning} ` : ''}Answer in your Wheelanes inbox; your e-mail address stays private.`,
          // The conversation itself, not the inbox: the e-mail's button opens the thread.
          link: paths.conversation.to(c.id),
        },
        tx,
      )
    })
  }
  await jobs.handle(EMAIL, ({ data }) =>
    emailUnread(data as { conversationId: string; to: string }),
  )

  return {
    /** A buyer's first message about a car, or the next one in the conversation they have. */
    async start(input: NewConversation, me: SessionUser): Promise<string> {
      if (!me.emailVerified) {
        throw new Refusal(403, 'Confirm your e-mail address before writing to sellers')
      }
      const car = await catalogue.car(input.car_id)
      if (car.sellerId === me.id) throw new Refusal(403, 'This is your own car')
      await mayWrite(me.id, car.sellerId)
      const [conversation] = await db
        .insert(conversations)
        .values({ carId: car._id, carName: car.carName, buyerId: me.id, sellerId: car.sellerId })
        .onConflictDoUpdate({
          target: [conversations.carId, conversations.buyerId],
          set: { carName: car.carName },
        })
        .returning()
      await write(conversation!, me, input.text)
      return conversation!.id
    },

    /** The caller's conversations, newest activity first, each with its last message. */
    async list(me: SessionUser): Promise<Conversation[]> {
      const rows = await db
        .select({
          c: conversations,
          image: sql<string | null>`${cars.images}[1]`,
          otherName: users.name,
          otherDeleted: sql<boolean>`${users.deletedAt} is not null`,
          dealer: dealers.name,
          // The buyer's latest booking of the car (read only: the bookings module writes them).
          booking: sql<{
            id: string
            status: BookingStatus
            payment: PaymentState
            appointment_at: string | null
          } | null>`(
            select json_build_object('id', b.id, 'status', b.status, 'payment', b.payment,
              'appointment_at', b.appointment_at)
            from ${bookings} b
            where b.car_id = ${conversations.carId} and b.buyer_id = ${conversations.buyerId}
            order by b.created_at desc limit 1)`,
          last: sql<{ text: string; created_at: string; sender_id: string } | null>`(
            select json_build_object('text', m.text, 'created_at', m.created_at, 'sender_id', m.sender_id)
            from ${messages} m where m.conversation_id = ${conversations.id}
            order by m.seq desc limit 1)`,
          unread: sql<number>`(select count(*)::int from ${messages}
            where ${messages.conversationId} = ${conversations.id} and ${fromOtherSide(me.id)}
            and ${messages.readAt} is null)`,
        })
        .from(conversations)
        .leftJoin(cars, eq(cars.id, conversations.carId))
        .leftJoin(dealers, eq(dealers.id, cars.dealerId))
        .innerJoin(
          users,
          sql`${users.id} = case when ${conversations.buyerId} = ${me.id}
            then ${conversations.sellerId} else ${conversations.buyerId} end`,
        )
        .where(await sideOf(db, me.id))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(100)
      return rows.map((r) => ({
        _id: r.c.id,
        car: { _id: r.c.carId, carName: r.c.carName, image: r.image },
        you: r.c.buyerId === me.id ? 'buyer' : 'seller',
        other: {
          name: otherSideName({
            side: r.c.buyerId === me.id ? 'seller' : 'buyer',
            name: r.otherName,
            dealer: r.dealer,
            deleted: r.otherDeleted,
          }),
          deleted: r.otherDeleted,
        },
        booking: r.booking && {
          _id: r.booking.id,
          status: r.booking.status,
          payment: r.booking.payment,
          appointmentAt:
            r.booking.appointment_at && new Date(r.booking.appointment_at).toISOString(),
        },
        lastMessage: r.last && {
          text: r.last.text,
          createdAt: new Date(r.last.created_at).toISOString(),
          fromMe: sameSide(r.last.sender_id, me.id, r.c.buyerId),
        },
        unread: r.unread,
      }))
    },

    /** A page of a thread, oldest first: the newest 50, or the 50 before `before`. */
    async messages(id: string, me: SessionUser, before?: string): Promise<Message[]> {
      const c = await participating(id, me)
      const thread = eq(messages.conversationId, id)
      const rows = await newestFirst(db, messages, thread, before, MESSAGES_PAGE)
      return rows.reverse().map((m) => messageToWire(m, me.id, c.buyerId))
    },

    async send(id: string, text: string, me: SessionUser): Promise<Message> {
      const c = await participating(id, me)
      await mayWrite(blockerSide(c, me.id), otherOf(c, me.id))
      return write(c, me, text)
    },

    /**
     * Marks the other side's messages in this conversation read (for a dealer's people, read
     * by one is read by all); the caller's unread in all.
     */
    async read(id: string, me: SessionUser) {
      const c = await participating(id, me)
      await db
        .update(messages)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(messages.conversationId, id),
            c.buyerId === me.id ? ne(messages.senderId, me.id) : eq(messages.senderId, c.buyerId),
            isNull(messages.readAt),
          ),
        )
      return unreadOf(me.id)
    },

    /** The caller hears no more from the other participant. */
    async block(id: string, me: SessionUser) {
      const c = await participating(id, me)
      await db
        .insert(blocks)
        .values({ blockerId: blockerSide(c, me.id), blockedId: otherOf(c, me.id) })
        .onConflictDoNothing()
    },

    /**
     * A person's account is being deleted (in `tx`): their blocks go both ways and no e-mail
     * is due to them. Their conversations stay for the other side to read, closed to writing
     * (`mayWrite`).
     */
    async forgetAllOf(tx: Tx, userId: string) {
      await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)))
      await tx
        .update(conversations)
        .set({ buyerEmailDueAt: null })
        .where(eq(conversations.buyerId, userId))
      await tx
        .update(conversations)
        .set({ sellerEmailDueAt: null })
        .where(eq(conversations.sellerId, userId))
    },

    /**
     * A message the caller may report (one the other side sent them, in a conversation of
     * theirs), for modules/moderation; refused otherwise.
     */
    async reportable(messageId: string, me: SessionUser) {
      const [m] = await db.select().from(messages).where(eq(messages.id, messageId))
      const c = m && (await participating(m.conversationId, me).catch(() => null))
      if (!m || !c) throw new Refusal(404, 'Message not found')
      if (sameSide(m.senderId, me.id, c.buyerId)) {
        throw new Refusal(409, 'You cannot report your own message')
      }
    },
  }
}
export type MessagesService = Awaited<ReturnType<typeof messagesService>>
