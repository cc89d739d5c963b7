import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import {
  NOTIFICATIONS_PAGE,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '../../../shared/notifications'
import type { Db, Tx } from '../../db/client'
import { notifications } from '../../db/schema'

/** The PostgreSQL channel on which a new notification is announced, as `<userId> <seq>`. */
export const NOTIFICATIONS_CHANNEL = 'notifications'

export interface NewNotification {
  userId: string
  kind: NotificationKind
  title: string
  body: string
  link: string
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

export function notificationsService(db: Db) {
  async function unread(userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    return row?.n ?? 0
  }

  return {
    /**
     * Records a notification in `tx`, the transaction of the change it tells about (or on its
     * own), and announces it on NOTIFICATIONS_CHANNEL: PostgreSQL delivers the announcement
     * when the transaction commits and drops it when it rolls back.
     */
    async notify(n: NewNotification, tx: Db | Tx = db) {
      const [row] = await tx.insert(notifications).values(n).returning({ seq: notifications.seq })
      await tx.execute(
        sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${n.userId} ${row!.seq}`})`,
      )
    },

    /** A person's notifications, newest first, 20 a page, after the one named by `before`. */
    async list(userId: string, before?: string): Promise<NotificationPage> {
      const mine = eq(notifications.userId, userId)
      const after = before
        ? lt(
            notifications.seq,
            sql`(select seq from ${notifications} where id = ${before} and user_id = ${userId})`,
          )
        : undefined
      const rows = await db
        .select()
        .from(notifications)
        .where(and(mine, after))
        .orderBy(desc(notifications.seq))
        .limit(NOTIFICATIONS_PAGE)
      return { items: rows.map(toWireNotification), unread: await unread(userId) }
    },

    /** The `seq` of a person's newest notification, 0 if none. */
    async newestSeq(userId: string) {
      const [row] = await db
        .select({ seq: notifications.seq })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.seq))
        .limit(1)
      return row?.seq ?? 0
    },

    /** A person's notifications after `seq`, oldest first (the event stream's catch-up). */
    async after(userId: string, seq: number, limit = 100) {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
        .orderBy(asc(notifications.seq))
        .limit(limit)
      return rows.map((n) => ({ seq: n.seq, item: toWireNotification(n) }))
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
