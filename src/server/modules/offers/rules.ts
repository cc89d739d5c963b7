import type { Side } from '#shared/bookings'
import { OFFER_ROUNDS, offerMoves, type OfferMove, type OfferStatus } from '#shared/offers'

/**
 * The negotiation's state machine (docs/api.md "Offers"), in one place: which side may make each
 * move. Every move is from `pending`; the service turns it into one conditional UPDATE on the
 * offer as it was read, so two racing answers produce one result.
 *
 *   pending ─counter─▶ pending (the other side's turn, round + 1, at most OFFER_ROUNDS)
 *      ├─accept─▶ accepted (the buyer's booking takes the amount)
 *      ├─decline─▶ declined        ├─withdraw (buyer)─▶ withdrawn
 *      └─(timer)─▶ expired         └─(a payment held for the car, the car gone)─▶ closed
 */
export const offerRules: Record<OfferMove, { by: readonly Side[]; onTurn: boolean }> = {
  counter: { by: ['buyer', 'seller'], onTurn: true },
  accept: { by: ['buyer', 'seller'], onTurn: true },
  decline: { by: ['buyer', 'seller'], onTurn: true },
  withdraw: { by: ['buyer'], onTurn: false },
}

export interface OfferFacts {
  status: OfferStatus
  awaiting: Side | null
  round: number
  expiresAt: Date | null
}

const pastTense: Record<OfferMove, string> = {
  counter: 'countered',
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
}

/** Why `side` may not make `move` now (409), or null when it may. */
export function offerRefusal(
  move: OfferMove,
  side: Side,
  o: OfferFacts,
  now = new Date(),
): string | null {
  if (o.status !== 'pending' || (o.expiresAt && o.expiresAt <= now)) {
    const status = o.status === 'pending' ? 'expired' : o.status
    return `This offer is ${status}; it can no longer be ${pastTense[move]}`
  }
  if (!offerRules[move].by.includes(side)) return 'Only the buyer can withdraw their offer'
  if (offerRules[move].onTurn && o.awaiting !== side) return 'It is the other side’s turn to answer'
  if (move === 'counter' && o.round >= OFFER_ROUNDS) {
    return 'That was the last round: accept or decline this amount'
  }
  return null
}

/** What `side` may do to the offer now; the pages show exactly these. */
export const offerActions = (o: OfferFacts, side: Side, now = new Date()): OfferMove[] =>
  offerMoves.filter((m) => offerRules[m].by.includes(side) && !offerRefusal(m, side, o, now))

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`

/** The lowest amount a buyer may offer for a car asking `askingCents`, in whole dollars. */
export const lowestOffer = (askingCents: number, minPercent: number) =>
  Math.ceil((askingCents / 100) * (minPercent / 100))

/**
 * Why an amount (whole dollars) may not be put on the table (409), or null. A buyer offers at
 * least `minPercent` of the asking price and less than it; a counter moves towards the other
 * side: the seller asks more than the buyer's amount and no more than the asking price, the
 * buyer offers less than the seller's amount (or accepts it).
 */
export function amountRefusal(
  amount: number,
  {
    askingCents,
    minPercent,
    side,
    current,
  }: {
    askingCents: number
    minPercent: number
    side: Side
    /** The amount on the table, for a counter. */
    current?: number
  },
): string | null {
  const cents = amount * 100
  const lowest = lowestOffer(askingCents, minPercent)
  if (amount < lowest) {
    return `Offer at least ${dollars(lowest * 100)} (${minPercent}% of the asking price)`
  }
  if (side === 'buyer' && cents >= askingCents) {
    return `Offer less than the asking price of ${dollars(askingCents)}, or book the car at that price`
  }
  if (side === 'seller' && cents > askingCents) {
    return `Ask at most your asking price of ${dollars(askingCents)}`
  }
  if (current !== undefined && side === 'seller' && cents <= current) {
    return `Ask more than the buyer’s ${dollars(current)}, or accept it`
  }
  if (current !== undefined && side === 'buyer' && cents >= current) {
    return `Offer less than the seller’s ${dollars(current)}, or accept it`
  }
  return null
}
