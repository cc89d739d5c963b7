import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import type { PaymentSucceeded } from '#shared/bookings'
import { invalidateBookings } from './invalidate-bookings'

export type SandboxCard = { number: string; expMonth: number; expYear: number; cvc: string }
type Confirmation = { clientSecret: string; card: SandboxCard }

/**
 * POST /api/payments/sandbox/confirm: the sandbox provider's card check. A refused card
 * answers 402 (or 400) with the provider's message, which the form shows as it is.
 */
export const confirmSandboxPayment = (confirmation: Confirmation) =>
  apiFetch<PaymentSucceeded>('/api/payments/sandbox/confirm', {
    method: 'POST',
    json: confirmation,
  })

export function useConfirmSandboxPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmSandboxPayment,
    // The money is held and the car Booked (reserved). The spent intent ('payment' key) is left
    // alone: it is only read while a booking is pending, and the booking no longer is.
    onSuccess: () => invalidateBookings(queryClient),
  })
}
