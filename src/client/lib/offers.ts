import type { Side } from '#shared/bookings'
import type { Offer } from '#shared/offers'

/**
 * Who ended a negotiation by accepting or declining it: those are moves on one's turn, which
 * comes after the other side's amount, so it is the side that did not name the last one.
 */
export const answeredBy = (offer: Offer): Side =>
  offer.history.at(-1)?.by === 'seller' ? 'buyer' : 'seller'
