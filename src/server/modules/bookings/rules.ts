import type { BookingAction, BookingStatus, PaymentState, Side } from '#shared/bookings'
import { moneyActions, type MoneyFacts } from '../money/rules'

/**
 * The test drive's state machine (docs/api.md "Test drives"), in one place: which side may make
 * each move, and from which states. The service turns a move into one conditional UPDATE whose
 * WHERE is this table's row, so two racing answers produce one result.
 *
 *   requested ─accept─▶ accepted ─complete─▶ completed | no_show
 *       │ propose (stays requested, the other side's turn)
 *       ├─decline─▶ declined          requested | accepted ─cancel─▶ cancelled
 *       └─(timer)─▶ expired           accepted ─(timer)─▶ completed
 *
 * While the buyer's payment is held (modules/money) either side may still cancel, whatever the
 * test drive's state, and that releases the money; once the money is taken, nothing here may
 * end the booking.
 */
export type Move = 'accept' | 'propose' | 'decline' | 'cancel' | 'complete'

export const moves: Record<Move, { from: readonly BookingStatus[]; by: readonly Side[] }> = {
  accept: { from: ['requested'], by: ['buyer', 'seller'] },
  propose: { from: ['requested'], by: ['buyer', 'seller'] },
  decline: { from: ['requested'], by: ['seller'] },
  cancel: { from: ['requested', 'accepted'], by: ['buyer', 'seller'] },
  complete: { from: ['accepted'], by: ['seller'] },
}

/** New times one booking may be given in all: enough to agree, too few to flood an inbox. */
export const MAX_PROPOSALS = 10

export interface BookingFacts extends MoneyFacts {
  status: BookingStatus
  payment: PaymentState
  awaiting: Side | null
  slots: Date[]
  appointmentAt: Date | null
  history: { status: string }[]
}

/** Why a move is refused from the booking's present state (409), or null when it may happen. */
export function refusal(move: Move, side: Side, b: BookingFacts, now = new Date()): string | null {
  if (move === 'cancel' && b.payment === 'held') {
    return side === 'buyer' && b.handoverAt
      ? 'The seller says you have the car: confirm it, or tell us what is wrong'
      : null
  }
  if (!moves[move].from.includes(b.status)) {
    return `This booking is ${b.status.replace('_', '-')}; it can no longer be ${pastTense[move]}`
  }
  if (
    move === 'propose' &&
    b.history.filter((h) => h.status === 'proposed').length >= MAX_PROPOSALS
  ) {
    return 'Enough new times have been proposed for this test drive; cancel it or agree on one'
  }
  if (move === 'accept' && b.awaiting !== side) return 'It is the other side’s turn to answer'
  if (move === 'accept' && b.slots.length === 0) return 'No time has been proposed yet'
  if (
    (move === 'cancel' || move === 'decline') &&
    b.payment !== 'pending' &&
    b.payment !== 'held'
  ) {
    return `This car is paid for; the booking can no longer be ${pastTense[move]}`
  }
  if (move === 'complete' && b.appointmentAt && b.appointmentAt > now) {
    return 'The test drive has not happened yet'
  }
  return null
}

const pastTense: Record<Move, string> = {
  accept: 'accepted',
  propose: 'given new times',
  decline: 'declined',
  cancel: 'cancelled',
  complete: 'marked',
}

/**
 * What `side` may do to the booking now; the pages show exactly these. `carForSale`: no one
 * else's payment holds the car.
 */
export function actionsFor(
  b: BookingFacts,
  side: Side | null,
  money: { buyWithinMs: number; carForSale: boolean; now?: Date },
): BookingAction[] {
  if (!side) return []
  const now = money.now ?? new Date()
  const allowed: BookingAction[] = (Object.keys(moves) as Move[]).filter(
    (m) => moves[m].by.includes(side) && refusal(m, side, b, now) === null,
  )
  return [...allowed, ...moneyActions(b, side, { ...money, now })]
}
