import type { PaymentSucceeded } from '#shared/bookings'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

export type SandboxCard = { number: string; expMonth: number; expYear: number; cvc: string }
type Confirmation = { clientSecret: string; card: SandboxCard }

/**
 * POST /api/payments/sandbox/confirm: the sandbox provider's card check. A refused card
 * answers 402 (or 400) with the provider's message, which the form shows as it is.
 */
export const confirmSandboxPayment = (confirmation: Confirmation) =>
  post<PaymentSucceeded>('/api/payments/sandbox/confirm', confirmation)

// The money is held and the car Booked (reserved). The spent intent ('payment' key) is left
// alone: it is only read while a booking is pending, and the booking no longer is.
export const useConfirmSandboxPayment = () =>
  useApiMutation(confirmSandboxPayment, invalidateBookings)
