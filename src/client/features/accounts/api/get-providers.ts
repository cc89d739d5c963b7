import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import type { Providers } from '#shared/accounts'

/** Which outside sign-in providers the server is configured for (Google is optional). */
export const getProviders = (signal?: AbortSignal) =>
  apiFetch<Providers>('/api/auth/providers', { signal })

export const providersQueryOptions = () =>
  queryOptions({
    ...apiQuery(['auth-providers'], getProviders),
    // Server configuration: it does not change while the page is open.
    staleTime: Infinity,
  })

export const useProviders = () => useQuery(providersQueryOptions())
