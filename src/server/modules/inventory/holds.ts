import { and, eq, inArray, sql } from 'drizzle-orm'
import { paths } from '#shared/paths'
import type { Tx } from '../../db/client'
import { cars } from '../../db/schema'
import type { AlertsService } from '../alerts/service'
import type { DealsService } from '../deals/service'
import { openCheckCase } from '../moderation/cases'
import type { NotificationsService } from '../notifications/service'
import { checkListing } from '../trust/listing-checks'
import { forSale } from './for-sale'
import { lockCarsOf } from './sales'
import { vehicleOf } from './vehicle'

/**
 * What keeps a car off sale: the listing checks' hold for review, an admin's hiding, and its
 * seller's suspension, each in the transaction of the change that asks for it.
 */
export function carHolds({
  notifications,
  deals,
  alerts,
}: {
  notifications: Pick<NotificationsService, 'notify'>
  deals: Pick<DealsService, 'hold' | 'recomputeAround'>
  alerts: Pick<AlertsService, 'listed'>
}) {
  /**
   * The listing checks (modules/trust) on a car just written in `tx`, its deal rating current:
   * a hit holds it for review (Hidden, with its reasons) and puts it in the admin's queue; the
   * seller is told once. A listing already held keeps its hold, with the reasons of now.
   */
  async function review(tx: Tx, carId: string) {
    const reasons = await checkListing(tx, carId)
    if (reasons.length === 0) return
    const [before] = await tx
      .select({ review: cars.review })
      .from(cars)
      .where(eq(cars.id, carId))
      .for('update')
    const [car] = await tx
      .update(cars)
      .set({
        review: reasons,
        status: sql`case when ${cars.status} = 'Active' then 'Hidden'::car_status else ${cars.status} end`,
      })
      .where(eq(cars.id, carId))
      .returning({ name: cars.name, sellerId: cars.sellerId })
    if (before?.review || !car) return
    await openCheckCase(tx, {
      targetType: 'car',
      targetId: carId,
      details: reasons.map((r) => r.message).join('\n'),
    })
    await notifications.notify(
      {
        userId: car.sellerId,
        kind: 'listing.review',
        title: `We are checking your listing ${car.name}`,
        body: `Before it goes on sale, our team takes a look: ${reasons.map((r) => r.message).join(' ')} You will hear from us, usually within a day. If something is wrong, edit the listing.`,
        link: paths.manageCars.to(),
      },
      tx,
    )
  }

  return {
    review,

    /**
     * An admin hides a listing or shows it again, in `tx` (modules/moderation): while hidden
     * it leaves every public list and cannot be booked. A booked or sold car keeps its status
     * and is Hidden if it is for sale again. The car as it was, or null when there is none.
     */
    async setHidden(tx: Tx, carId: string, hidden: boolean) {
      const [car] = await tx.select().from(cars).where(eq(cars.id, carId))
      if (!car) return null
      await deals.hold(tx, [car])
      await tx
        .update(cars)
        .set({
          hidden,
          // Hiding it decides a review the checks asked for.
          ...(hidden && { review: null }),
          // (The new flag: in SET, a column is still its old value.)
          status: sql`case when ${cars.status} in ('Active', 'Hidden') then ${forSale(hidden ? sql`true` : sql`${cars.review} is not null`)} else ${cars.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(cars.id, carId))
      await deals.recomputeAround(tx, [car])
      return car
    },

    /**
     * An admin publishes a listing the checks held for review, in `tx` (modules/moderation):
     * its hold ends, and an edit is not held again for the same rules. The car, or null when
     * it is not held.
     */
    async publishReviewed(tx: Tx, carId: string) {
      const [car] = await tx.select().from(cars).where(eq(cars.id, carId))
      if (!car?.review) return null
      await deals.hold(tx, [car])
      const passed = [...new Set([...car.reviewPassed, ...car.review.map((r) => r.rule)])]
      await tx
        .update(cars)
        .set({
          review: null,
          reviewPassed: passed,
          status: sql`case when ${cars.status} in ('Active', 'Hidden') then ${forSale(sql`${cars.hidden}`)} else ${cars.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(cars.id, carId))
      await deals.recomputeAround(tx, [car])
      // Saved searches hear of it now that it is on sale.
      await alerts.listed(tx, carId)
      return car
    },

    /**
     * A seller is suspended or no longer (the user's row already says so, in `tx`): their
     * cars for sale become Hidden, or for sale again unless an admin hid them.
     */
    async suspendedChanged(tx: Tx, sellerId: string) {
      const theirs = and(eq(cars.sellerId, sellerId), inArray(cars.status, ['Active', 'Hidden']))
      const vehicles = await tx.selectDistinct(vehicleOf).from(cars).where(theirs)
      // The vehicles first, then the cars: the order of every listing change (`edit`).
      await deals.hold(tx, vehicles)
      await lockCarsOf(tx, sellerId)
      await tx.update(cars).set({ status: forSale(), updatedAt: new Date() }).where(theirs)
      await deals.recomputeAround(tx, vehicles)
    },
  }
}
