import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Side } from '#shared/bookings'
import type { PublishedReview } from '#shared/reviews'
import { DELETED_ACCOUNT } from '../../db/closed-accounts'
import type { Db, Tx } from '../../db/client'
import { bookings, reviews, users } from '../../db/schema'
import { Refusal } from '../../errors'
import type { ProfileService } from '../users/profile'

type BookingRow = typeof bookings.$inferSelect

/** A completed or paid test drive can be reviewed from its closing until the window ends. */
export function reviewWindow(b: BookingRow, windowMs: number, now = new Date()) {
  const closed = b.closedAt && (b.status === 'completed' || b.payment === 'paid')
  return closed ? { open: now.getTime() < b.closedAt!.getTime() + windowMs } : null
}

/**
 * Reviews (docs/api.md "Reviews and seller profiles"), double-blind: each side of a completed or
 * paid test drive writes once, and neither review is shown until both are written or the window is
 * over. Publishing keeps each person's rating sums on their user row, so a car's seller rating is
 * read with the car.
 */
export function reviewsService(
  db: Db,
  { windowMs, profile }: { windowMs: number; profile: Pick<ProfileService, 'recountRatings'> },
) {
  /** The published reviews' subjects' kept sums, recounted by the users module in `tx`. */
  const recount = (tx: Tx, subjectIds: string[]) => profile.recountRatings(tx, subjectIds)

  return {
    windowMs,

    /**
     * Writes `side`'s review of the other (in `tx`); published at once, with the other one,
     * when the other side has written theirs. A second review by one side: 409.
     */
    async write(
      tx: Tx,
      b: BookingRow,
      { side, authorId, subjectId }: { side: Side; authorId: string; subjectId: string },
      input: { rating: number; text: string },
    ) {
      // The two sides writing at once take turns on the booking's row: the second sees the
      // first's review and publishes both.
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, b.id)).for('update')
      const [row] = await tx
        .insert(reviews)
        .values({
          bookingId: b.id,
          side,
          authorId,
          subjectId,
          rating: input.rating,
          text: input.text,
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id })
      if (!row) throw new Refusal(409, 'You have already reviewed this test drive')
      const both = await tx
        .update(reviews)
        .set({ publishedAt: new Date() })
        .where(
          and(
            eq(reviews.bookingId, b.id),
            isNull(reviews.publishedAt),
            sql`(select count(*) from ${reviews} r where r.booking_id = ${b.id}) = 2`,
          ),
        )
        .returning({ subjectId: reviews.subjectId })
      await recount(
        tx,
        both.map((r) => r.subjectId),
      )
      return { _id: row.id, published: both.length > 0 }
    },

    /** The reviews written on these bookings, as "<booking id> <side>". */
    async writtenOn(bookingIds: string[]): Promise<Set<string>> {
      if (bookingIds.length === 0) return new Set()
      const rows = await db
        .select({ bookingId: reviews.bookingId, side: reviews.side })
        .from(reviews)
        .where(inArray(reviews.bookingId, bookingIds))
      return new Set(rows.map((r) => `${r.bookingId} ${r.side}`))
    },

    /** The timers' sweep: reviews whose window is over are shown, written by one side or not. */
    async publishDue(tx: Tx, now: Date) {
      const closedBefore = new Date(now.getTime() - windowMs)
      const due = await tx
        .update(reviews)
        .set({ publishedAt: now })
        .where(
          and(
            isNull(reviews.publishedAt),
            inArray(
              reviews.bookingId,
              tx
                .select({ id: bookings.id })
                .from(bookings)
                .where(and(isNotNull(bookings.closedAt), lte(bookings.closedAt, closedBefore))),
            ),
          ),
        )
        .returning({ subjectId: reviews.subjectId })
      await recount(
        tx,
        due.map((r) => r.subjectId),
      )
      return due.length
    },

    /** Every review a person wrote, shown or not yet (their data export). */
    async writtenBy(authorId: string) {
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.authorId, authorId))
        .orderBy(desc(reviews.createdAt))
      return rows.map((r) => ({
        bookingId: r.bookingId,
        rating: r.rating,
        text: r.text,
        createdAt: r.createdAt.toISOString(),
        publishedAt: r.publishedAt?.toISOString() ?? null,
      }))
    },

    /**
     * A person's published reviews, newest first, with the author's first name only, or
     * "Deleted account" once they closed it.
     */
    async about(subjectId: string, limit = 50): Promise<PublishedReview[]> {
      const rows = await db
        .select({
          rating: reviews.rating,
          text: reviews.text,
          author: users.name,
          left: sql<boolean>`${users.deletedAt} is not null`,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.authorId))
        .where(and(eq(reviews.subjectId, subjectId), isNotNull(reviews.publishedAt)))
        .orderBy(desc(reviews.publishedAt), desc(reviews.createdAt))
        .limit(limit)
      return rows.map((r) => ({
        rating: r.rating,
        text: r.text,
        author: r.left ? DELETED_ACCOUNT : (r.author.split(' ')[0] ?? r.author),
        createdAt: r.createdAt.toISOString(),
      }))
    },
  }
}
export type ReviewsService = ReturnType<typeof reviewsService>
