import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'

/**
 * POST /api/seller/payouts/onboarding: where the seller sets up their payout account (a
 * Stripe Connect page, or the sandbox's, ready at once). The browser goes there and comes back
 * to a page that reads the account afresh, so nothing is invalidated here.
 */
export const startPayoutOnboarding = () =>
  apiFetch<{ url: string }>('/api/seller/payouts/onboarding', { method: 'POST' })

export const useStartPayoutOnboarding = () =>
  useMutation({
    mutationFn: startPayoutOnboarding,
    onSuccess: ({ url }) => window.location.assign(url),
  })
