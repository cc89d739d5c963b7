import { z } from 'zod'
import { dealtCarFields, reasonSchema, sides } from './bookings'

/**
 * Offers and counter-offers (docs/api.md "Offers"): a buyer offers less than the asking price, the
 * sides take turns until one accepts, declines or the buyer withdraws, at most `OFFER_ROUNDS`
 * amounts in all. Amounts are whole dollars on the wire.
 */
export const offerStatuses = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'closed',
] as const
export type OfferStatus = (typeof offerStatuses)[number]

export { OFFER_ROUNDS } from './offer-limits'

export const offerMoves = ['counter', 'accept', 'decline', 'withdraw'] as const
export type OfferMove = (typeof offerMoves)[number]

const amountSchema = z
  .number({ error: 'Enter an amount in whole dollars' })
  .int('Enter an amount in whole dollars')
  .positive('Enter an amount above zero')
  .max(100_000_000, 'Enter a realistic amount')

export const newOfferSchema = z.object({
  car_id: z.uuid({ message: 'Unknown car' }),
  amount: amountSchema,
})
export type NewOffer = z.infer<typeof newOfferSchema>
export const counterSchema = z.object({ amount: amountSchema })
/** The body is optional: a side may decline without saying why. */
export const offerDeclineSchema = z.object({ reason: reasonSchema.optional() }).nullish()

export const offerStepSchema = z.object({
  amount: z.number(),
  by: z.enum(sides),
  at: z.string(),
})
export type OfferStep = z.infer<typeof offerStepSchema>

export const offerSchema = z.object({
  _id: z.string(),
  ...dealtCarFields,
  /** The asking price when the offer was made. */
  askingPrice: z.number(),
  buyerName: z.string(),
  sellerName: z.string().nullable(),
  status: z.enum(offerStatuses),
  /** Whose turn it is while pending. */
  awaiting: z.enum(sides).nullable(),
  /** The amount on the table: the last offer or counter. */
  amount: z.number(),
  round: z.number(),
  expiresAt: z.string().nullable(),
  reason: z.string().nullable(),
  history: z.array(offerStepSchema),
  createdAt: z.string(),
  /** The caller's side. */
  you: z.enum(sides),
  /** What the caller may do now. */
  actions: z.array(z.enum(offerMoves)),
  /** The buyer's booking that took the agreed price (an accepted offer). */
  bookingId: z.string().nullable(),
})
export type Offer = z.infer<typeof offerSchema>

export const offersQuerySchema = z.object({
  as: z.enum(sides, { error: 'Say as=buyer or as=seller' }).default('buyer'),
  car_id: z.uuid({ message: 'Unknown car' }).optional(),
})
