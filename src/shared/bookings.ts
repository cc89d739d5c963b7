import { z } from 'zod'

export const bookingStates = ['pending', 'paid', 'cancelled'] as const

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
  meeting_location: z
    .string({ error: 'Meeting location is required' })
    .trim()
    .min(1, 'Meeting location is required')
    .max(200, 'Meeting location must be at most 200 characters'),
})
export type NewBooking = z.infer<typeof newBookingSchema>

/**
 * A booking on the wire (API.md); `price` is whole dollars, `car_id` and `image` (the car's cover
 * photo) null once the car is gone, `paidAt` null until it is paid.
 */
export const bookingSchema = z.object({
  _id: z.string(),
  car_id: z.string().nullable(),
  car: z.string(),
  image: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  price: z.number(),
  meeting_location: z.string(),
  payment: z.enum(bookingStates),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
})
export type Booking = z.infer<typeof bookingSchema>
export const bookingListSchema = z.array(bookingSchema)

export const bookingCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  message: z.string(),
})
export type BookingCreated = z.infer<typeof bookingCreatedSchema>
/** 409 from POST /api/bookings: the car was booked first by someone else (the spec's shape). */
export const bookingRefusedSchema = z.object({
  acknowledged: z.literal(false),
  message: z.string(),
})
export const bookingCancelledSchema = z.object({ cancelled: z.literal(true) })
export type BookingCancelled = z.infer<typeof bookingCancelledSchema>

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
