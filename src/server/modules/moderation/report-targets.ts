import { aliasedTable, and, eq, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { NewReport, ReportTarget } from '#shared/moderation'
import type { reportTargetSummarySchema } from '#shared/moderation'
import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { bookings as bookingRows, cars, conversations, messages, users } from '../../db/schema'
import { Refusal } from '../../errors'
import type { MessagesService } from '../messages/service'

export type Summary = z.infer<typeof reportTargetSummarySchema>

export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text
/** A person, a message or a sale, still here: only a listing can be hidden or published. */
const notAListing = { hideable: false, publishable: false, gone: false } as const
const gone: Summary = {
  title: 'No longer here',
  context: 'Deleted since it was reported',
  link: null,
  userId: null,
  hideable: false,
  publishable: false,
  gone: true,
}

/** What a report may be about: whether a person may report it, and what it is now. */
export function reportTargets(
  db: Db,
  { messaging }: { messaging: Pick<MessagesService, 'reportable'> },
) {
  /** What each reported thing is now, by type and id. */
  async function summaries(targets: { type: ReportTarget; id: string }[], q: Db | Tx = db) {
    const out = new Map<string, Summary>()
    const ids = (type: ReportTarget) => [
      ...new Set(targets.filter((t) => t.type === type).map((t) => t.id)),
    ]
    const carIds = ids('car').filter((id) => uuid.test(id))
    if (carIds.length > 0) {
      const rows = await q
        .select({
          id: cars.id,
          name: cars.name,
          status: cars.status,
          hidden: cars.hidden,
          review: cars.review,
          price: cars.resalePriceCents,
          sellerId: cars.sellerId,
          seller: users.name,
          sellerEmail: users.email,
        })
        .from(cars)
        .innerJoin(users, eq(users.id, cars.sellerId))
        .where(inArray(cars.id, carIds))
      for (const r of rows) {
        out.set(`car ${r.id}`, {
          title: r.name,
          context: `${r.status} · $${Math.round(r.price / 100).toLocaleString('en-US')} · sold by ${r.seller} (${r.sellerEmail})`,
          link: paths.car.to(r.id),
          userId: r.sellerId,
          hideable: !r.hidden,
          publishable: !r.hidden && r.review !== null,
          gone: false,
        })
      }
    }
    const userIds = ids('user')
    if (userIds.length > 0) {
      const rows = await q.select().from(users).where(inArray(users.id, userIds))
      for (const u of rows) {
        if (u.deletedAt) continue
        out.set(`user ${u.id}`, {
          title: u.name,
          context: `${u.email} · ${u.role}${u.suspendedAt ? ' · suspended' : ''}`,
          link: u.role === 'seller' ? paths.seller.to(u.id) : null,
          userId: u.id,
          ...notAListing,
        })
      }
    }
    const messageIds = ids('message').filter((id) => uuid.test(id))
    if (messageIds.length > 0) {
      const sender = aliasedTable(users, 'sender')
      const rows = await q
        .select({
          id: messages.id,
          text: messages.text,
          senderId: messages.senderId,
          sender: sender.name,
          carName: conversations.carName,
          at: messages.createdAt,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .where(inArray(messages.id, messageIds))
      for (const m of rows) {
        out.set(`message ${m.id}`, {
          title: short(m.text),
          context: `Written by ${m.sender} on ${m.at.toISOString().slice(0, 10)}, in a conversation about the ${m.carName}`,
          link: null,
          userId: m.senderId,
          ...notAListing,
        })
      }
    }
    const bookingIds = ids('booking').filter((id) => uuid.test(id))
    if (bookingIds.length > 0) {
      // A buyer's objection to a handover (modules/money): the sale, as the admin judges it.
      const rows = await q.select().from(bookingRows).where(inArray(bookingRows.id, bookingIds))
      for (const b of rows) {
        const amount = `$${Math.round(b.amountCents / 100).toLocaleString('en-US')}`
        out.set(`booking ${b.id}`, {
          title: `Handover of the ${b.carName}`,
          context: `${b.buyerName} objects; ${amount} ${b.payment === 'held' ? 'held: release or take it on the Money page' : b.payment}`,
          link: null,
          userId: b.sellerId,
          ...notAListing,
        })
      }
    }
    return (type: ReportTarget, id: string) => out.get(`${type} ${id}`) ?? gone
  }

  /** A target a person may report, and whose it is; refused otherwise. */
  async function checkTarget({ targetType, targetId }: NewReport, me: SessionUser) {
    if (targetType === 'message') {
      if (!uuid.test(targetId)) throw new Refusal(404, 'Message not found')
      return messaging.reportable(targetId, me)
    }
    if (targetType === 'car') {
      const [car] = uuid.test(targetId)
        ? await db.select({ sellerId: cars.sellerId }).from(cars).where(eq(cars.id, targetId))
        : []
      if (!car) throw new Refusal(404, 'Car not found')
      if (car.sellerId === me.id) throw new Refusal(409, 'You cannot report your own listing')
      return
    }
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, targetId), isNull(users.deletedAt)))
    if (!person) throw new Refusal(404, 'User not found')
    if (person.id === me.id) throw new Refusal(409, 'You cannot report yourself')
  }

  return { summaries, checkTarget }
}
