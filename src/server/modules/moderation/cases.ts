import type { Tx } from '../../db/client'
import { reports } from '../../db/schema'

/**
 * Puts a case in the admin's queue from another module's transaction: a buyer's objection to
 * a handover (modules/money) is a report about the booking, by the buyer, whose details are
 * the buyer's words. A second objection to the same booking is the same open case.
 */
export async function openCase(
  tx: Tx,
  { bookingId, reporterId, details }: { bookingId: string; reporterId: string; details: string },
) {
  await tx
    .insert(reports)
    .values({ targetType: 'booking', targetId: bookingId, reason: 'other', details, reporterId })
    .onConflictDoNothing()
}

/**
 * Puts something in the admin's queue on Wheelanes' own behalf (docs/api.md "Trust and safety"): a
 * listing the checks held for review, a new account that tripped the scam shield. A report
 * with no reporter and `reason: 'check'`; while one is open for a target, this adds nothing.
 */
export async function openCheckCase(
  tx: Tx,
  {
    targetType,
    targetId,
    details,
  }: { targetType: 'car' | 'user'; targetId: string; details: string },
) {
  await tx
    .insert(reports)
    .values({ targetType, targetId, reason: 'check', details, reporterId: null })
    .onConflictDoNothing()
}
