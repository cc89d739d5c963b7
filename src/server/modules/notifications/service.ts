import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import {
  NOTIFICATIONS_PAGE,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '#shared/notifications'
import type { EmailKind } from '#shared/accounts'
import { paths } from '#shared/paths'
import type { Db, Tx } from '../../db/client'
import { notifications, users } from '../../db/schema'
import { insertMany } from '../../db/insert-many'
import { newestFirst } from '../../db/newest-first'
import type { Mail, MailService } from '../mail/service'
import type { Feed } from './event-stream'
import { notificationPart } from '../mail/templates/notification'
import { unsubscribeToken } from '../mail/unsubscribe'

/** The PostgreSQL channel on which a new notification is announced, as `<userId> <seq>`. */
export const NOTIFICATIONS_CHANNEL = 'notifications'
/** The advisory lock that orders notifications' commits (any number no one else uses). */
const NOTIFY_LOCK = 7_436_001

export interface NewNotification {
  userId: string
  kind: NotificationKind
  title: string
  body: string
  link: string
  /** An iCalendar event the e-mail carries (an agreed test drive). */
  calendar?: string
}

/**
 * Which notifications also go by e-mail: under the preference that turns them off, `essential`
 * for those always sent (a receipt), `null` for those only in the app.
 */
const emailed: Record<
  NotificationKind,
  Exclude<EmailKind, 'newsletter'> | 'essential' | 'money' | 'moderation' | null
> = {
  'account.welcome': null,
  'account.verified': null,
  'booking.requested': 'bookings',
  'booking.proposed': 'bookings',
  'booking.accepted': 'bookings',
  'booking.declined': 'bookings',
  'booking.cancelled': 'bookings',
  'booking.expired': 'bookings',
  'booking.reminder': 'bookings',
  'booking.completed': 'bookings',
  'payment.received': 'bookings',
  'payment.receipt': 'essential',
  'payment.held': 'money',
  'handover.requested': 'money',
  'handover.objected': 'money',
  'payment.captured': 'money',
  'payment.released': 'money',
  'payment.refunded': 'money',
  'payout.sent': 'money',
  'offer.received': 'bookings',
  'offer.countered': 'bookings',
  'offer.accepted': 'bookings',
  'offer.declined': 'bookings',
  'offer.withdrawn': 'bookings',
  'offer.expired': 'bookings',
  'offer.closed': 'bookings',
  'review.received': 'bookings',
  'message.received': 'messages',
  // The dealer's CRM gets each lead (ADF); its people see them in the app.
  'lead.received': null,
  'lead.unanswered': 'bookings',
  'alert.match': 'alerts',
  'alert.price_drop': 'alerts',
  'report.resolved': null,
  'listing.hidden': 'moderation',
  'listing.restored': 'moderation',
  'listing.review': 'moderation',
  'listing.published': 'moderation',
  'account.suspended': 'moderation',
  'account.restored': 'moderation',
}

const why = {
  bookings:
    'You got this e-mail because it is about a test drive, an offer or a payment of yours on Wheelanes.',
  messages: 'You got this e-mail because someone wrote to you on Wheelanes.',
  alerts: 'You got this e-mail because you saved a search or a car on Wheelanes.',
  essential: 'You got this e-mail because you paid on Wheelanes; receipts are always sent.',
  money:
    'You got this e-mail because money moved on a purchase or a sale of yours on Wheelanes; such notices are always sent.',
  moderation:
    'You got this e-mail because a Wheelanes admin acted on your account or listing; such notices are always sent.',
}

const wants = {
  bookings: users.emailBookings,
  messages: users.emailMessages,
  alerts: users.emailAlerts,
}

export function toWireNotification(n: typeof notifications.$inferSelect): Notification {
  return {
    _id: n.id,
    kind: n.kind as NotificationKind,
    title: n.title,
    body: n.body,
    link: n.link,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
  }
}

export function notificationsService(
  db: Db,
  {
    mail,
    publicUrl,
    secret,
  }: { mail: Pick<MailService, 'queueMany'>; publicUrl: string; secret: string },
) {
  type Person = { name: string; email: string; isDemo: boolean } & Record<
    keyof typeof wants,
    boolean
  >

  /** The e-mail twin of `n` when its kind is e-mailed and the person wants it. */
  async function emailOf(n: NewNotification, person: Person): Promise<Mail | null> {
    const kind = emailed[n.kind]
    // Demo accounts have made-up addresses (wheelanes.example): told in the app only.
    const always = kind === 'essential' || kind === 'money' || kind === 'moderation'
    if (!kind || person.isDemo || (!always && !person[kind])) return null
    const token = always ? undefined : unsubscribeToken(secret, n.userId, kind)
    // The footer's link opens a page that asks; mail programs post to the API (RFC 8058).
    const unsubscribePage =
      token && new URL(`${paths.unsubscribe.to()}?token=${token}`, publicUrl).toString()
    const oneClick = token && new URL(`/api/unsubscribe?token=${token}`, publicUrl).toString()
    const notice = {
      name: person.name,
      title: n.title,
      body: n.body,
      url: new URL(n.link, publicUrl).toString(),
      why: why[kind],
      ...(unsubscribePage ? { unsubscribeUrl: unsubscribePage } : {}),
    }
    return {
      to: person.email,
      subject: n.title,
      notice,
      text: await notificationPart(notice, 'text'),
      kind: n.kind,
      unsubscribeUrl: oneClick,
      calendar: n.calendar,
    }
  }

  /**
   * Records notifications in `tx`, the transaction of the change they tell about (or in one of
   * their own), and announces each on NOTIFICATIONS_CHANNEL: PostgreSQL delivers the
   * announcement when the transaction commits and drops it when it rolls back. Each e-mail,
   * when the person wants one, goes to the outbox in the same transaction. A list is written
   * with a few statements whatever its length (the timers tell thousands at once).
   *
   * Notifications commit in `seq` order: a stream sends what comes after the last `seq` it
   * sent, so a smaller `seq` committing later would never be sent. An advisory lock, held to
   * the commit, orders them. Call `notify` once, last in a transaction, with everything it
   * tells: before the lock it takes every row lock it needs (a key share of the recipients'
   * rows, for the foreign key), so that while holding it, it waits on no row another
   * transaction could hold while waiting for the lock.
   */
  async function notify(list: NewNotification | NewNotification[], tx?: Tx): Promise<void> {
    if (!tx) return db.transaction((own) => notify(list, own))
    const asked = [list].flat()
    if (asked.length === 0) return
    // A deleted person is told nothing.
    const present = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        isDemo: users.isDemo,
        ...wants,
      })
      .from(users)
      .where(
        and(inArray(users.id, [...new Set(asked.map((n) => n.userId))]), isNull(users.deletedAt)),
      )
      .orderBy(users.id)
      .for('key share')
    const people = new Map(present.map((p) => [p.id, p]))
    const all = asked.filter((n) => people.has(n.userId))
    if (all.length === 0) return
    const mails: Mail[] = []
    for (const n of all) {
      const m = await emailOf(n, people.get(n.userId)!)
      if (m) mails.push(m)
    }
    await mail.queueMany(tx, mails)
    await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFY_LOCK})`)
    const rows = await insertMany(
      tx,
      notifications,
      all.map(({ calendar: _, ...n }) => n),
      { returning: ['seq', 'userId'] },
    )
    const said = JSON.stringify(rows.map((r) => `${r.userId} ${r.seq}`))
    await tx.execute(
      sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, said) from jsonb_array_elements_text(${said}::jsonb) as said`,
    )
  }

  async function unread(userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    return row?.n ?? 0
  }

  /** Notifications as a feed of GET /api/events (`notification` events). */
  const feed: Feed = {
    event: 'notification',
    channel: NOTIFICATIONS_CHANNEL,
    /** A person's notifications after `seq`, oldest first (the event stream's catch-up). */
    async after(userId, seq, limit) {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
        .orderBy(asc(notifications.seq))
        .limit(limit)
      return rows.map((n) => ({ seq: n.seq, item: toWireNotification(n) }))
    },
    /** The `seq` of a person's newest notification, 0 if none. */
    async newestSeq(userId) {
      const [row] = await db
        .select({ seq: notifications.seq })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.seq))
        .limit(1)
      return row?.seq ?? 0
    },
  }

  return {
    notify,
    feed,

    /** A person's notifications, newest first, 20 a page, after the one named by `before`. */
    async list(userId: string, before?: string): Promise<NotificationPage> {
      const mine = eq(notifications.userId, userId)
      const rows = await newestFirst(db, notifications, mine, before, NOTIFICATIONS_PAGE)
      return { items: rows.map(toWireNotification), unread: await unread(userId) }
    },

    /** All of a person's notifications, oldest first (the data export). */
    async all(userId: string) {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.seq))
      return rows.map(toWireNotification)
    },

    /** Deletes a person's notifications, in the transaction that deletes the person. */
    async forgetAllOf(tx: Tx, userId: string) {
      await tx.delete(notifications).where(eq(notifications.userId, userId))
    },

    /** Marks these (or all) of a person's notifications read; how many stay unread. */
    async markRead(userId: string, ids?: string[]) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        )
      return unread(userId)
    },
  }
}
export type NotificationsService = ReturnType<typeof notificationsService>
