import type { NewReview, ReviewCreated } from '#shared/reviews'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { hasLeft } from '../../db/closed-accounts'
import { Refusal } from '../../errors'
import type { NotificationsService } from '../notifications/service'
import type { Deadlines } from './deadlines'
import { reviewed } from './messages'
import type { Parties } from './parties'
import { reviewWindow, type ReviewsService } from './reviews'
import { about } from './timers'

/** A side of a test drive writes its review of the other (kept by reviews.ts). */
export function reviewWriting(
  db: Db,
  {
    notifications,
    reviews,
    deadlines: { wakeAt },
    parties: { asParty },
  }: {
    notifications: NotificationsService
    reviews: ReviewsService
    deadlines: Deadlines
    parties: Parties
  },
) {
  return {
    /**
     * One side reviews the other after a completed or paid test drive (docs/api.md "Reviews and
     * seller profiles").
     */
    async review(id: string, input: NewReview, caller: SessionUser): Promise<ReviewCreated> {
      const { row, side, sellerId } = await asParty(id, caller, 'review a test drive')
      const window = reviewWindow(row, reviews.windowMs)
      if (!window) throw new Refusal(409, 'You can review a test drive once it has taken place')
      if (!window.open) throw new Refusal(409, 'The time to review this test drive is over')
      const subjectId = side === 'buyer' ? sellerId : row.buyerId
      if (!subjectId || (await hasLeft(db, subjectId))) {
        throw new Refusal(
          409,
          side === 'buyer'
            ? 'This car’s seller has left Wheelanes'
            : 'This buyer has closed their account',
        )
      }
      return db.transaction(async (tx) => {
        const written = await reviews.write(
          tx,
          row,
          { side, authorId: caller.id, subjectId },
          input,
        )
        // Shown when the window ends if the other side never writes: wake the sweep then.
        if (!written.published) {
          await wakeAt(tx, [new Date(row.closedAt!.getTime() + reviews.windowMs)])
        }
        await notifications.notify(
          reviewed(about(row), side, subjectId, written.published, row.closedAt!, reviews.windowMs),
          tx,
        )
        return written
      })
    },
  }
}
