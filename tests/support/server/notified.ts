import { and, eq, like } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { notifications } from '../../../src/server/db/schema'

/**
 * The kinds of the notifications a person was sent, oldest first; with `about`, only those
 * whose title names it (a car's name).
 */
export async function notifiedKinds(db: Db, userId: string, about?: string) {
  const rows = await db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        about === undefined ? undefined : like(notifications.title, `%${about}%`),
      ),
    )
    .orderBy(notifications.createdAt)
  return rows.map((n) => n.kind)
}
