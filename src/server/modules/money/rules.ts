import {
  isOpen,
  type BookingAction,
  type BookingStatus,
  type PaymentState,
  type Side,
} from '#shared/bookings'

/**
 * The money's rules in one place (docs/api.md "Money held until the car changes hands"), as pure
 * functions of a booking's facts: when the buyer may pay, and which money moves each side may
 * make now. The service turns each move into a conditional UPDATE on the same facts.
 *
 *   pending ─pay─▶ held ─handover─▶ held, handed over ─confirm | 48 h─▶ paid ─refund─▶ refunded
 *                   │ cancel | no handover by heldUntil | admin          (part: stays paid)
 *                   └─▶ released
 */
export interface MoneyFacts {
  status: BookingStatus
  payment: PaymentState
  closedAt: Date | null
  handoverAt: Date | null
  objection: string | null
}

/** A card authorisation lapses after 7 days: nothing may stay held past this. */
export const AUTHORISATION_LIFETIME_MS = 7 * 86_400_000
/** What is taken or released before the authorisation lapses, to leave time for the provider. */
export const LAPSE_MARGIN_MS = 3_600_000

/** Why the buyer may not pay for the booking now (409), or null. */
export function payRefusal(b: MoneyFacts, buyWithinMs: number, now = new Date()): string | null {
  if (b.payment === 'held') return 'Your payment for this car is already held'
  if (b.payment !== 'pending') return 'This booking is already settled'
  if (isOpen(b.status)) return null
  if (b.status === 'completed' && b.closedAt && now.getTime() - b.closedAt.getTime() < buyWithinMs)
    return null
  if (b.status === 'completed') return 'The time to buy after this test drive is over'
  return `This booking was ${b.status.replace('_', '-')}`
}

/** When an unanswered handover is taken: the confirmation window, within the authorisation. */
export function confirmDeadline(heldAt: Date, handoverAt: Date, confirmWithinMs: number) {
  const lapse = heldAt.getTime() + AUTHORISATION_LIFETIME_MS - LAPSE_MARGIN_MS
  return new Date(Math.min(handoverAt.getTime() + confirmWithinMs, lapse))
}

/** The money moves `side` may make now; `carForSale`: no one else's payment holds the car. */
export function moneyActions(
  b: MoneyFacts,
  side: Side,
  {
    buyWithinMs,
    carForSale,
    now = new Date(),
  }: { buyWithinMs: number; carForSale: boolean; now?: Date },
): BookingAction[] {
  if (side === 'seller') return b.payment === 'held' && !b.handoverAt ? ['handover'] : []
  if (b.payment === 'held' && b.handoverAt) {
    return b.objection ? ['confirm_handover'] : ['confirm_handover', 'object']
  }
  return carForSale && payRefusal(b, buyWithinMs, now) === null ? ['pay'] : []
}
