import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SellerMoney } from '#shared/money'
import { apiFetch } from '../../../api/http'
import { moneyKey } from '../../../api/query-keys'

/** GET /api/seller/money: the seller's totals and one row per sale. */
export const getSellerMoney = (signal?: AbortSignal) =>
  apiFetch<SellerMoney>('/api/seller/money', { signal })

export const sellerMoneyQueryOptions = () =>
  queryOptions({
    queryKey: [...moneyKey, 'seller'],
    queryFn: ({ signal }) => getSellerMoney(signal),
  })

export const useSellerMoney = () => useQuery(sellerMoneyQueryOptions())
