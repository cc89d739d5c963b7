import { useQuery } from '@tanstack/react-query'
import type { AdminMoney } from '#shared/money'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { moneyKey } from '../../../api/query-keys'

/** GET /api/admin/money: the ledger's totals, whether it balances, and the held payments. */
export const getAdminMoney = (signal?: AbortSignal) =>
  apiFetch<AdminMoney>('/api/admin/money', { signal })

export const adminMoneyQueryOptions = () => apiQuery([...moneyKey, 'admin'], getAdminMoney)

export const useAdminMoney = () => useQuery(adminMoneyQueryOptions())
