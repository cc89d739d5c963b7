import { and, eq, inArray, sql } from 'drizzle-orm'
import type { EmailKind } from '#shared/accounts'
import type { Db, Tx } from '../../db/client'
import { reviews, users } from '../../db/schema'

/** The e-mails kept on the person's row (the newsletter's wish is newsletter's own list). */
export type RowEmailKind = Exclude<EmailKind, 'newsletter'>

const emailColumn = {
  bookings: 'emailBookings',
  messages: 'emailMessages',
  alerts: 'emailAlerts',
} as const satisfies Record<RowEmailKind, keyof typeof users.$inferInsert>

/**
 * The changes other modules make to a person's row, each in the caller's transaction where it
 * has one: their own name and e-mail wishes (accounts), a buyer who joins a dealer becoming a
 * seller (dealers), and the rating kept from their published reviews (bookings). Made first,
 * with nothing but the database, so that any module may be handed it.
 */
export function profileService(db: Db) {
  return {
    /** The person's own name, as sign-up joins it. */
    async rename(userId: string, name: string) {
      await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId))
    },

    /** Whether the person wants e-mails of this kind. */
    async setEmailWanted(userId: string, kind: RowEmailKind, wanted: boolean) {
      await db
        .update(users)
        .set({ [emailColumn[kind]]: wanted, updatedAt: new Date() })
        .where(eq(users.id, userId))
    },

    /** A buyer becomes a seller, in `tx` (a dealer's new member works with its cars). */
    async becomeSeller(tx: Tx, userId: string) {
      await tx
        .update(users)
        .set({ role: 'seller', updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.role, 'buyer')))
    },

    /**
     * Recounts the published reviews about these people into their kept sums, in `tx`. Their
     * rows are locked first, in id order (no deadlock between two recounts): the recount, a
     * statement of its own run once the lock is held, sees every review published by whoever
     * held it before.
     */
    async recountRatings(tx: Tx, subjectIds: string[]) {
      if (subjectIds.length === 0) return
      const ids = [...new Set(subjectIds)]
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(users.id)
        .for('update')
      await tx
        .update(users)
        .set({
          ratingSum: sql`coalesce((select sum(${reviews.rating}) from ${reviews} where ${reviews.subjectId} = ${users.id} and ${reviews.publishedAt} is not null), 0)`,
          ratingCount: sql`(select count(*) from ${reviews} where ${reviews.subjectId} = ${users.id} and ${reviews.publishedAt} is not null)`,
        })
        .where(inArray(users.id, ids))
    },
  }
}
export type ProfileService = ReturnType<typeof profileService>
