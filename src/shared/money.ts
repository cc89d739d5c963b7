import { z } from 'zod'
import { paymentStates, reasonSchema } from './bookings'

/**
 * The money around a sale (docs/api.md "Money held until the car changes hands"): the buyer's
 * objection to a handover, the admin's moves on a payment, the seller's and the admin's Money
 * pages. Amounts are whole dollars on the wire.
 */
export const objectionSchema = z.object({ reason: reasonSchema })

const noteSchema = z
  .string({ error: 'Write a note: it goes into the audit log' })
  .trim()
  .min(1, 'Write a note: it goes into the audit log')
  .max(500, 'Keep it under 500 characters')
export const adminMoneyNoteSchema = z.object({ note: noteSchema })
export const adminRefundSchema = z.object({
  /** Whole dollars; none: all that is left. */
  amount: z
    .number({ error: 'Enter the amount in whole dollars' })
    .int('Enter the amount in whole dollars')
    .positive('Enter an amount above zero')
    .optional(),
  note: noteSchema,
})
export type AdminRefund = z.infer<typeof adminRefundSchema>

export const payoutStates = ['none', 'queued', 'paid'] as const
export type PayoutState = (typeof payoutStates)[number]

/** One sale of the seller's, as their Money page lists it. */
export const sellerSaleSchema = z.object({
  booking_id: z.string(),
  car: z.object({ _id: z.string().nullable(), carName: z.string() }),
  /** The agreed price, less what went back to the buyer. */
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  payment: z.enum(paymentStates),
  payout: z.enum(payoutStates),
  at: z.string(),
})
export type SellerSale = z.infer<typeof sellerSaleSchema>

export const sellerMoneySchema = z.object({
  held: z.number(),
  toPayOut: z.number(),
  paidOut: z.number(),
  fees: z.number(),
  items: z.array(sellerSaleSchema),
})
export type SellerMoney = z.infer<typeof sellerMoneySchema>

export const payoutAccountSchema = z.object({
  ready: z.boolean(),
  provider: z.enum(['sandbox', 'stripe']),
})
export type PayoutAccount = z.infer<typeof payoutAccountSchema>
export const onboardingLinkSchema = z.object({ url: z.string() })

/** A payment as both of the admin's lists below show it: its booking, car, buyer and amount. */
const adminPaymentSchema = z.object({
  booking_id: z.string(),
  carName: z.string(),
  buyer: z.string(),
  amount: z.number(),
})
export type AdminPayment = z.infer<typeof adminPaymentSchema>

/** A held payment the admin should look at: its time runs out soon, or the buyer objected. */
export const heldPaymentSchema = adminPaymentSchema.extend({
  heldUntil: z.string(),
  handoverAt: z.string().nullable(),
  objection: z.string().nullable(),
})
export type HeldPayment = z.infer<typeof heldPaymentSchema>

/** A taken payment that can still be refunded, newest first. */
export const takenPaymentSchema = adminPaymentSchema.extend({
  refunded: z.number(),
  paidAt: z.string(),
})
export type TakenPayment = z.infer<typeof takenPaymentSchema>

export const adminMoneySchema = z.object({
  held: z.number(),
  captured: z.number(),
  refunded: z.number(),
  fees: z.number(),
  paidOut: z.number(),
  /** Every booking's entries sum to zero and captured = paid out + fees + refunded + owed. */
  balanced: z.boolean(),
  /** Held payments, the soonest to run out first. */
  held_payments: z.array(heldPaymentSchema),
  /** The latest taken payments (at most 50), to refund. */
  taken_payments: z.array(takenPaymentSchema),
})
export type AdminMoney = z.infer<typeof adminMoneySchema>
