/**
 * Offer limits (docs/api.md "Offers"), without zod: the pages read them, the server enforces them.
 */
/** Amounts one negotiation may see: the offer and four counters. */
export const OFFER_ROUNDS = 5
