import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'

/**
 * POST /api/seller/payouts/onboarding: where the seller sets up their payout account (a
 * Stripe Connect page, or the sandbox's, ready at once). The browser goes there and comes back
 * to a page that reads the account afresh, so nothing is invalidated here.
 */
export const startPayoutOnboarding = () => post<{ url: string }>('/api/seller/payouts/onboarding')

export const useStartPayoutOnboarding = () =>
  useApiMutation(startPayoutOnboarding, (_, { url }) => window.location.assign(url))
