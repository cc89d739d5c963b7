import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm'
import type { Role } from '../../../shared/accounts'
import type { Car } from '../../../shared/cars'
import type { ListWindow } from '../../../shared/lists'
import {
  reportReasonLabels,
  type AdminCar,
  type AdminUser,
  type NewReport,
  type Report,
  type ReportAction,
  type ReportTarget,
} from '../../../shared/moderation'
import type { z } from 'zod'
import type { reportTargetSummarySchema } from '../../../shared/moderation'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import {
  bookings as bookingRows,
  cars,
  conversations,
  messages,
  reports,
  sessions,
  users,
} from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { BookingsService } from '../bookings/service'
import type { CatalogueService } from '../catalogue/service'
import type { InventoryService } from '../inventory/service'
import type { MessagesService } from '../messages/service'
import type { NewNotification, NotificationsService } from '../notifications/service'
import type { AuditService, AuditTarget } from './audit'

type Summary = z.infer<typeof reportTargetSummarySchema>

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** An admin's note as a sentence of a longer text: it ends with a stop. */
const sentence = (note: string) => (/[.!?…]["”’)]?$/.test(note) ? note : `${note}.`)
const short = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
const gone: Summary = {
  title: 'No longer here',
  context: 'Deleted since it was reported',
  link: null,
  userId: null,
  hideable: false,
  publishable: false,
  gone: true,
}

/** What each resolution tells the people who reported it. */
const toldReporter: Record<ReportAction, string> = {
  dismiss: 'We looked into it and found nothing against our rules, so we left it as it is.',
  hide_listing: 'We looked into it and took the listing down.',
  suspend_user: 'We looked into it and suspended the account behind it.',
  publish_listing:
    'We looked into it and found nothing against our rules, so the listing is on sale.',
}

/** What the buyers of a listing taken off the marketplace are told. */
const LISTING_HIDDEN = 'Wheelanes took this listing down while we check it.'
const SELLER_SUSPENDED = 'Wheelanes suspended this seller’s account.'

interface Deps {
  inventory: Pick<InventoryService, 'setHidden' | 'suspendedChanged' | 'publishReviewed'>
  bookings: Pick<BookingsService, 'callOff'>
  messaging: Pick<MessagesService, 'reportable'>
  notifications: Pick<NotificationsService, 'notify'>
  catalogue: Pick<CatalogueService, 'forget'>
  audit: AuditService
}

/**
 * Keeping scams out (docs/api.md "Operating the marketplace"): people report a listing, a person or
 * a message; an admin dismisses the report, hides the listing or suspends the person, and
 * everyone concerned is told. Suspending ends the person's sessions, refuses their sign-in
 * (auth.ts) and hides their listings (inventory's `Hidden` status). Every admin action goes to
 * the audit log in its own transaction.
 */
export function moderationService(
  db: Db,
  { inventory, bookings, messaging, notifications, catalogue, audit }: Deps,
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
          link: `/featured-cars/${r.id}`,
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
          link: u.role === 'seller' ? `/sellers/${u.id}` : null,
          userId: u.id,
          hideable: false,
          publishable: false,
          gone: false,
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
          hideable: false,
          publishable: false,
          gone: false,
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
          hideable: false,
          publishable: false,
          gone: false,
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

  /** Suspends a person in `tx`: no sign-in, sessions ended, listings hidden, told by e-mail. */
  async function suspendIn(tx: Tx, userId: string, note: string) {
    const person = await lockPerson(tx, userId)
    if (person.suspendedAt) throw new Refusal(409, `${person.name} is already suspended`)
    await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspensionNote: note, updatedAt: new Date() })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await inventory.suspendedChanged(tx, userId)
    await bookings.callOff(tx, { sellerId: userId }, SELLER_SUSPENDED)
    return person
  }

  /** The person's row for a change of their state (as users.remove locks it); not an admin. */
  async function lockPerson(tx: Tx, userId: string) {
    const [person] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('no key update')
    if (!person) throw new Refusal(404, 'User not found')
    if (person.role === 'admin') throw new Refusal(403, 'An admin account cannot be suspended')
    return person
  }

  const suspendedNotice = (userId: string, note: string): NewNotification => ({
    userId,
    kind: 'account.suspended',
    title: 'Your Wheelanes account is suspended',
    body: `An admin suspended your account: you cannot sign in, and your listings are hidden. The reason: ${sentence(note)} If you think this is a mistake, write to us through the Contact page.`,
    link: '/contact',
  })
  const hiddenNotice = (car: { id: string; name: string; sellerId: string }, note: string) =>
    ({
      userId: car.sellerId,
      kind: 'listing.hidden',
      title: `Your listing ${car.name} was taken down`,
      body: `An admin hid your listing from the marketplace. The reason: ${sentence(note)} Fix what is wrong and write to us through the Contact page to have it shown again.`,
      link: `/dashboard/managecars`,
    }) satisfies NewNotification

  return {
    /** POST /api/reports: one open report per reporter and target. */
    async report(input: NewReport, me: SessionUser): Promise<string> {
      await checkTarget(input, me)
      try {
        const [row] = await db
          .insert(reports)
          .values({
            targetType: input.targetType,
            targetId: input.targetId,
            reason: input.reason,
            details: input.details ?? '',
            reporterId: me.id,
          })
          .returning({ id: reports.id })
        return row!.id
      } catch (err) {
        if (databaseErrorCode(err) === '23505') {
          throw new Refusal(409, 'You have reported this already: an admin will look at it soon')
        }
        throw err
      }
    },

    /** The queue: open reports oldest first, or resolved ones latest first. */
    async reports(status: 'open' | 'resolved', { limit, offset }: ListWindow): Promise<Report[]> {
      const open = status === 'open'
      const rows = await db
        .select({ report: reports, name: users.name, email: users.email })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.reporterId))
        .where(open ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt))
        .orderBy(
          ...(open
            ? [asc(reports.createdAt), asc(reports.id)]
            : [desc(reports.resolvedAt), desc(reports.id)]),
        )
        .limit(limit)
        .offset(offset)
      const targetOf = await summaries(
        rows.map(({ report: r }) => ({ type: r.targetType, id: r.targetId })),
      )
      return rows.map(({ report: r, name, email }) => ({
        _id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        target: targetOf(r.targetType, r.targetId),
        reason: r.reason,
        details: r.details,
        reporter: r.reporterId ? { _id: r.reporterId, name: name ?? '', email: email ?? '' } : null,
        createdAt: r.createdAt.toISOString(),
        status: r.resolvedAt ? 'resolved' : 'open',
        action: r.action,
        note: r.note,
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      }))
    },

    /**
     * Resolves a report, and every other open report of the same thing, with one action; each
     * reporter is told, and so is whoever the action touches (with the note). How many
     * reports it resolved.
     */
    async resolve(id: string, action: ReportAction, note: string, admin: SessionUser) {
      if (action !== 'dismiss' && !note) {
        throw new Refusal(400, 'Write a note: the person affected is told why')
      }
      const resolved = await db.transaction(async (tx) => {
        const [report] = uuid.test(id)
          ? await tx.select().from(reports).where(eq(reports.id, id)).for('update')
          : []
        if (!report) throw new Refusal(404, 'Report not found')
        if (report.resolvedAt) throw new Refusal(409, 'This report is resolved already')
        const summary = (await summaries([{ type: report.targetType, id: report.targetId }], tx))(
          report.targetType,
          report.targetId,
        )
        const target: AuditTarget = {
          type: report.targetType,
          id: report.targetId,
          label: summary.title,
        }
        const tell: NewNotification[] = []
        if (action === 'dismiss' && summary.publishable) {
          throw new Refusal(409, 'This listing is held for review: publish it or hide it')
        }
        if (action === 'publish_listing') {
          if (!summary.publishable) throw new Refusal(409, 'This listing is not held for review')
          const car = await inventory.publishReviewed(tx, report.targetId)
          if (!car) throw new Refusal(404, 'Car not found')
          tell.push({
            userId: car.sellerId,
            kind: 'listing.published',
            title: `Your listing ${car.name} is live`,
            body: `We checked your listing and it is now on sale.${note ? ` ${sentence(note)}` : ''}`,
            link: `/featured-cars/${car.id}`,
          })
        }
        if (action === 'hide_listing') {
          if (!summary.hideable) {
            throw report.targetType === 'car' && !summary.gone
              ? new Refusal(409, 'This listing is hidden already')
              : new Refusal(400, 'Only a listing can be hidden')
          }
          const car = await inventory.setHidden(tx, report.targetId, true)
          if (!car) throw new Refusal(404, 'Car not found')
          await bookings.callOff(tx, { carId: car.id }, LISTING_HIDDEN)
          tell.push(hiddenNotice(car, note))
        }
        if (action === 'suspend_user') {
          if (!summary.userId) throw new Refusal(400, 'Nobody is behind this any more')
          if (summary.userId === admin.id) throw new Refusal(403, 'You cannot suspend yourself')
          await suspendIn(tx, summary.userId, note)
          tell.push(suspendedNotice(summary.userId, note))
        }
        const all = await tx
          .update(reports)
          .set({ resolvedAt: new Date(), action, note })
          .where(
            and(
              eq(reports.targetType, report.targetType),
              eq(reports.targetId, report.targetId),
              isNull(reports.resolvedAt),
            ),
          )
          .returning({ reporterId: reports.reporterId, reason: reports.reason })
        for (const r of all) {
          if (!r.reporterId) continue
          tell.push({
            userId: r.reporterId,
            kind: 'report.resolved',
            title: 'Your report was looked at',
            body: `You reported “${short(summary.title, 80)}” (${reportReasonLabels[r.reason].toLowerCase()}). ${toldReporter[action]} Thank you for helping keep Wheelanes safe.`,
            link: summary.link && action === 'dismiss' ? summary.link : '/',
          })
        }
        await audit.record(tx, admin, `report.${action}`, target, note)
        await notifications.notify(tell, tx)
        return all.length
      })
      catalogue.forget()
      return resolved
    },

    /** POST /api/admin/users/{id}/suspend */
    async suspend(userId: string, note: string, admin: SessionUser) {
      if (userId === admin.id) throw new Refusal(403, 'You cannot suspend yourself')
      await db.transaction(async (tx) => {
        const person = await suspendIn(tx, userId, note)
        await audit.record(
          tx,
          admin,
          'user.suspend',
          { type: 'user', id: userId, label: person.name },
          note,
        )
        await notifications.notify(suspendedNotice(userId, note), tx)
      })
      catalogue.forget()
    },

    /** POST /api/admin/users/{id}/unsuspend: they may sign in again; their listings return. */
    async unsuspend(userId: string, note: string, admin: SessionUser) {
      await db.transaction(async (tx) => {
        const person = await lockPerson(tx, userId)
        if (!person.suspendedAt) throw new Refusal(409, `${person.name} is not suspended`)
        await tx
          .update(users)
          .set({ suspendedAt: null, suspensionNote: null, updatedAt: new Date() })
          .where(eq(users.id, userId))
        await inventory.suspendedChanged(tx, userId)
        await audit.record(
          tx,
          admin,
          'user.unsuspend',
          { type: 'user', id: userId, label: person.name },
          note,
        )
        await notifications.notify(
          {
            userId,
            kind: 'account.restored',
            title: 'Your Wheelanes account is active again',
            body: `An admin lifted the suspension of your account: you can sign in, and your listings are back on the marketplace.${note ? ` ${sentence(note)}` : ''}`,
            link: '/login',
          },
          tx,
        )
      })
      catalogue.forget()
    },

    /** PATCH /api/admin/cars/{id}: hides a listing, or shows it again; the seller is told. */
    async setHidden(carId: string, hidden: boolean, note: string, admin: SessionUser) {
      if (hidden && !note) throw new Refusal(400, 'Write a note: the seller is told why')
      if (!uuid.test(carId)) throw new Refusal(404, 'Car not found')
      await db.transaction(async (tx) => {
        const car = await inventory.setHidden(tx, carId, hidden)
        if (!car) throw new Refusal(404, 'Car not found')
        if (car.hidden === hidden) {
          throw new Refusal(
            409,
            hidden ? 'This listing is hidden already' : 'This listing is not hidden',
          )
        }
        if (hidden) await bookings.callOff(tx, { carId }, LISTING_HIDDEN)
        const target = { type: 'car' as const, id: carId, label: car.name }
        await audit.record(tx, admin, hidden ? 'car.hide' : 'car.unhide', target, note)
        await notifications.notify(
          hidden
            ? hiddenNotice(car, note)
            : {
                userId: car.sellerId,
                kind: 'listing.restored',
                title: `Your listing ${car.name} is back`,
                body: `An admin has shown your listing on the marketplace again.${note ? ` ${sentence(note)}` : ''}`,
                link: `/featured-cars/${carId}`,
              },
          tx,
        )
      })
      catalogue.forget()
    },

    /** GET /api/admin/users: everyone (but the deleted), newest first; by name or e-mail. */
    async users(
      { q, role, state }: { q: string; role?: Role; state?: 'suspended' | 'active' },
      { limit, offset }: ListWindow,
    ): Promise<AdminUser[]> {
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`
      // Written out: drizzle leaves a one-table query's columns unqualified.
      const listings = sql<number>`(select count(*)::int from cars c where c.seller_id = users.id and c.status in ('Active', 'Hidden'))`
      const rows = await db
        .select({ user: users, listings })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            q ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
            role ? eq(users.role, role) : undefined,
            state === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
            state === 'active' ? isNull(users.suspendedAt) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset)
      return rows.map(({ user: u, listings }) => ({
        _id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        emailVerified: u.emailVerified,
        suspendedAt: u.suspendedAt?.toISOString() ?? null,
        suspensionNote: u.suspensionNote,
        createdAt: u.createdAt.toISOString(),
        listings,
      }))
    },

    /** GET /api/admin/cars: every listing in every state, newest first; by name or seller. */
    async cars(
      { q, status }: { q: string; status?: Car['status'] },
      { limit, offset }: ListWindow,
    ): Promise<AdminCar[]> {
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`
      const rows = await db
        .select({ car: cars, name: users.name, email: users.email, suspendedAt: users.suspendedAt })
        .from(cars)
        .innerJoin(users, eq(users.id, cars.sellerId))
        .where(
          and(
            q
              ? or(ilike(cars.name, like), ilike(users.name, like), ilike(users.email, like))
              : undefined,
            status ? eq(cars.status, status) : undefined,
          ),
        )
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(limit)
        .offset(offset)
      return rows.map(({ car, name, email, suspendedAt }) => ({
        _id: car.id,
        carName: car.name,
        image: car.images[0] ?? '',
        resale_price: Math.round(car.resalePriceCents / 100),
        status: car.status,
        hidden: car.hidden,
        featured: car.isFeatured,
        seller: { _id: car.sellerId, name, email, suspended: suspendedAt !== null },
        createdAt: car.createdAt.toISOString(),
      }))
    },
  }
}
export type ModerationService = ReturnType<typeof moderationService>
