import { z } from 'zod'
import { MAX_SLOTS, SLOTS_DAYS_AHEAD } from './booking-limits'
import { isoInstant, timeZone } from './dates'
import { requiredText } from './text'

/** A test drive's course (docs/api.md "Test drives"); `requested` and `accepted` are open. */
export const bookingStatuses = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
  'no_show',
] as const
export type BookingStatus = (typeof bookingStatuses)[number]
export const openStatuses = ['requested', 'accepted'] as const satisfies BookingStatus[]
export const isOpen = (status: BookingStatus) =>
  (openStatuses as readonly BookingStatus[]).includes(status)
/**
 * Where the buyer's money is (docs/api.md "Money held until the car changes hands"): `held` is a
 * card authorisation that reserves the car, `paid` means it was taken at the handover, `released`
 * that the authorisation was voided, `refunded` that all of a taken payment went back.
 */
export const paymentStates = ['pending', 'held', 'paid', 'released', 'refunded'] as const
export type PaymentState = (typeof paymentStates)[number]
export const sides = ['buyer', 'seller'] as const
export type Side = (typeof sides)[number]
/** What the caller may do to a booking now; the server decides, the pages only show. */
export const bookingActions = [
  'accept',
  'propose',
  'decline',
  'cancel',
  'complete',
  'pay',
  'review',
  /** The seller: the buyer has the car (payment held). */
  'handover',
  /** The buyer: yes, I have the car; the money is taken. */
  'confirm_handover',
  /** The buyer: something is wrong with the handover; the money stays held. */
  'object',
] as const
export type BookingAction = (typeof bookingActions)[number]

const DAY = 86_400_000

/** A proposed time: an ISO 8601 instant, in the future and at most 30 days ahead. */
const slotSchema = isoInstant('A proposed time', 'Choose a date and time')
  .refine((v) => Date.parse(v) > Date.now(), 'Choose a time in the future')
  .refine(
    (v) => Date.parse(v) <= Date.now() + SLOTS_DAYS_AHEAD * DAY,
    `Choose a time within ${SLOTS_DAYS_AHEAD} days`,
  )
  .transform((v) => new Date(v).toISOString())
export const slotsSchema = z
  .array(slotSchema)
  .min(1, 'Propose at least one time')
  .max(MAX_SLOTS, `Propose at most ${MAX_SLOTS} times`)
  .refine((s) => new Set(s).size === s.length, 'You chose this time already')

export const reasonSchema = requiredText('Say why', 500, 'Keep it under 500 characters')

export const acceptSchema = z.object({
  at: isoInstant('The time', 'Choose one of the proposed times'),
})
export const proposeSchema = z.object({ slots: slotsSchema })
export const declineSchema = z.object({ reason: reasonSchema })
/** The body is optional: a buyer may cancel without saying why. */
export const cancelSchema = z.object({ reason: reasonSchema.optional() }).nullish()
export const completeSchema = z.object({ outcome: z.enum(['completed', 'no_show']) })

/** A booking's `:id` in a path, in the test drive's routes and in its money's. */
export const bookingParams = z.object({ id: z.uuid({ message: 'Booking not found' }) })

// At least 7 digits; spaces, dashes, dots, brackets and a leading + are how people write them.
const phonePattern = /^\+?[\d\s().-]{7,24}$/

export const newBookingSchema = z.object({
  car_id: z.uuid({ message: 'Unknown car' }),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .refine(
      (v) => phonePattern.test(v) && v.replace(/\D/g, '').length >= 7,
      'Enter a valid phone number',
    ),
  meeting_location: requiredText(
    'Meeting location is required',
    200,
    'Meeting location must be at most 200 characters',
  ),
  /** Times the buyer proposes; without them the seller proposes. */
  slots: slotsSchema.optional(),
  /** The buyer's IANA time zone, in which e-mails about the appointment tell its time. */
  timeZone: timeZone('Unknown time zone').optional(),
})
export type NewBooking = z.infer<typeof newBookingSchema>

/** What a history entry can record beyond the booking's statuses: proposals and the money's steps. */
export const historySteps = [
  'proposed',
  'paid',
  'held',
  'released',
  'handed_over',
  'objected',
  'refunded',
] as const
export const historyEntrySchema = z.object({
  status: z.enum(bookingStatuses).or(z.enum(historySteps)),
  at: z.string(),
  by: z.enum(['buyer', 'seller', 'system']),
  note: z.string().optional(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>

/**
 * The car a booking or an offer is about: its name (`car`), its `car_id` and its cover photo
 * (`image`), those two null once the car is gone.
 */
export const dealtCarFields = {
  car_id: z.string().nullable(),
  car: z.string(),
  image: z.string().nullable(),
}

/**
 * A booking on the wire (docs/api.md); `price` is whole dollars, `paidAt` null until it is paid.
 */
export const bookingSchema = z.object({
  _id: z.string(),
  ...dealtCarFields,
  /** The car's VIN while it is listed with one, for the receipt. */
  vin: z.string().nullable(),
  /** The seller's public name, null once their account is gone. */
  sellerName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  price: z.number(),
  /** The accepted offer that set `price`; null: the asking price (docs/api.md "Offers"). */
  offer_id: z.string().nullable(),
  meeting_location: z.string(),
  payment: z.enum(paymentStates),
  createdAt: z.string(),
  /** When the money was taken (the handover confirmed), null until then. */
  paidAt: z.string().nullable(),
  /** While the payment is held: when it is released unless the car was handed over. */
  heldUntil: z.string().nullable(),
  /** The seller's handover and the buyer's answer, once the seller marked it. */
  handover: z
    .object({
      at: z.string(),
      /** When the money is taken unless the buyer objects. */
      confirmBy: z.string(),
      confirmedAt: z.string().nullable(),
      objection: z.string().nullable(),
    })
    .nullable(),
  /** Whole dollars given back to the buyer after the money was taken. */
  refundedAmount: z.number(),
  status: z.enum(bookingStatuses),
  /** Who must answer next; null once the booking is no longer a request. */
  awaiting: z.enum(sides).nullable(),
  /** Times proposed by the side not awaited, to accept one of. */
  slots: z.array(z.string()),
  appointmentAt: z.string().nullable(),
  /** Until when a request waits for its answer. */
  answerBy: z.string().nullable(),
  timeZone: z.string(),
  history: z.array(historyEntrySchema),
  /** The caller's side of the booking (null for an admin looking on) and what they may do now. */
  you: z.enum(sides).nullable(),
  actions: z.array(z.enum(bookingActions)),
  /** The buyer's conversation with the seller about this car, once either has written. */
  conversationId: z.string().nullable(),
})
export type Booking = z.infer<typeof bookingSchema>
export const bookingListSchema = z.array(bookingSchema)

export const bookingCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  message: z.string(),
})
export type BookingCreated = z.infer<typeof bookingCreatedSchema>
/** 409 from POST /api/bookings: the car was booked first by someone else (the shape clients of this call have always read). */
export const bookingRefusedSchema = z.object({
  acknowledged: z.literal(false),
  message: z.string(),
})

export const paymentStartSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Stripe's publishable key, for Stripe Elements; absent for the sandbox. */
  publishableKey: z.string().optional(),
})
export type PaymentStart = z.infer<typeof paymentStartSchema>

/** The sandbox card form; a real provider's form never sends card data to our server. */
export const sandboxCardSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, 'Your card’s expiration month is invalid.')
    .max(12, 'Your card’s expiration month is invalid.'),
  expYear: z.coerce
    .number()
    .int()
    .min(2000, 'Your card’s expiration year is invalid.')
    .max(2100, 'Your card’s expiration year is invalid.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
})
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: sandboxCardSchema,
})
export const paymentSucceededSchema = z.object({ status: z.literal('succeeded') })
export type PaymentSucceeded = z.infer<typeof paymentSucceededSchema>
