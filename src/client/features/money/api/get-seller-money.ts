import { useQuery } from '@tanstack/react-query'
import type { SellerMoney } from '#shared/money'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { moneyKey } from '../../../api/query-keys'

/** GET /api/seller/money: the seller's totals and one row per sale. */
export const getSellerMoney = (signal?: AbortSignal) =>
  apiFetch<SellerMoney>('/api/seller/money', { signal })

export const sellerMoneyQueryOptions = () => apiQuery([...moneyKey, 'seller'], getSellerMoney)

export const useSellerMoney = () => useQuery(sellerMoneyQueryOptions())
