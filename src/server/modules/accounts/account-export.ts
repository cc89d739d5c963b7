import { asc, desc, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm'
import type {
  ExportedBlock,
  ExportedConversation,
  ExportedOffer,
  ExportedReport,
} from '#shared/account-export'
import type { Db } from '../../db/client'
import { blocks, conversations, messages, offers, reports, users } from '../../db/schema'

/** A person as the export names someone else: the first word of their name, nothing more. */
const firstName = (name: string) => name.split(' ')[0] ?? name
const otherName = (id: SQL) =>
  sql<string>`(select ${users.name} from ${users} where ${users.id} = ${id})`

/** A conversation or an offer: between a buyer and a seller. */
type BetweenSides = typeof conversations | typeof offers

/** The person's records of `table` on either side, newest first, each with the other side's name. */
async function onEitherSide<T extends BetweenSides>(
  db: Db,
  table: T,
  userId: string,
  newest: Column,
): Promise<{ row: T['$inferSelect']; other: string }[]> {
  const t = table as BetweenSides
  const other = otherName(
    sql`case when ${t.buyerId} = ${userId} then ${t.sellerId} else ${t.buyerId} end`,
  )
  return db
    .select({ row: t, other })
    .from(t)
    .where(or(eq(t.buyerId, userId), eq(t.sellerId, userId)))
    .orderBy(desc(newest))
}

/** Such a record's id, car and sides, as the caller reads them. */
const between = (
  row: { id: string; carId: string | null; carName: string; buyerId: string },
  userId: string,
  other: string,
) => ({
  _id: row.id,
  car_id: row.carId,
  car: row.carName,
  you: row.buyerId === userId ? ('buyer' as const) : ('seller' as const),
  other: firstName(other),
})

/**
 * The records of other modules that the data export holds (docs/api.md "Trust and safety"), read
 * here and never written: the caller's conversations with every message, their offers on
 * either side, the reports they filed and the people they blocked. The other people in them
 * appear by first name only, as the app shows them: never their e-mail address, phone or
 * account id (docs/decisions/0087-the-data-export-holds-every-record.md).
 */
export async function exportedRecords(db: Db, userId: string) {
  const [talks, bids, filed, blocked] = await Promise.all([
    conversationsOf(db, userId),
    offersOf(db, userId),
    reportsBy(db, userId),
    blocksBy(db, userId),
  ])
  return { conversations: talks, offers: bids, reports: filed, blocks: blocked }
}

async function conversationsOf(db: Db, userId: string): Promise<ExportedConversation[]> {
  const rows = await onEitherSide(db, conversations, userId, conversations.lastMessageAt)
  const ids = rows.map((r) => r.row.id)
  const all =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(inArray(messages.conversationId, ids))
          .orderBy(asc(messages.seq))
  const byConversation = new Map<string, typeof all>()
  for (const m of all) {
    const thread = byConversation.get(m.conversationId)
    if (thread) thread.push(m)
    else byConversation.set(m.conversationId, [m])
  }
  return rows.map(({ row: c, other }) => ({
    ...between(c, userId, other),
    createdAt: c.createdAt.toISOString(),
    messages: (byConversation.get(c.id) ?? []).map((m) => ({
      _id: m.id,
      fromMe: m.senderId === userId,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
      readAt: m.readAt?.toISOString() ?? null,
      // The safety note was shown to the recipient; it is not the sender's to read.
      warning: m.senderId === userId ? null : m.warning,
    })),
  }))
}

async function offersOf(db: Db, userId: string): Promise<ExportedOffer[]> {
  const rows = await onEitherSide(db, offers, userId, offers.createdAt)
  return rows.map(({ row: o, other }) => ({
    ...between(o, userId, other),
    askingPrice: Math.round(o.askingCents / 100),
    amount: Math.round(o.amountCents / 100),
    status: o.status,
    round: o.round,
    history: o.history.map((h) => ({ amount: Math.round(h.cents / 100), by: h.by, at: h.at })),
    reason: o.reason,
    expiresAt: o.expiresAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  }))
}

/** What the person reported and when it was dealt with; not the admin's action or note. */
async function reportsBy(db: Db, userId: string): Promise<ExportedReport[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(desc(reports.createdAt))
  return rows.map((r) => ({
    _id: r.id,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  }))
}

async function blocksBy(db: Db, userId: string): Promise<ExportedBlock[]> {
  const rows = await db
    .select({ name: users.name, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt))
  return rows.map((b) => ({ name: firstName(b.name), createdAt: b.createdAt.toISOString() }))
}
