import { useQuery } from '@tanstack/react-query'
import type { PayoutAccount } from '#shared/money'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { moneyKey } from '../../../api/query-keys'

/** GET /api/seller/payouts: whether the seller's payout account can receive money. */
export const getPayoutAccount = (signal?: AbortSignal) =>
  apiFetch<PayoutAccount>('/api/seller/payouts', { signal })

export const payoutAccountQueryOptions = () => apiQuery([...moneyKey, 'payouts'], getPayoutAccount)

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions())
