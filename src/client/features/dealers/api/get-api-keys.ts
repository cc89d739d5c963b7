import { useQuery } from '@tanstack/react-query'
import type { ApiKey } from '#shared/dealer-api-keys'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

/** The dealer's API keys, under the dealer's own keys (dealer-keys.ts). */
export const apiKeysKey = (dealerId: string) => ['dealers', dealerId, 'api-keys'] as const

/** GET /api/dealers/{id}/api-keys (owner): the live keys, newest first, never the key. */
export const getApiKeys = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<ApiKey[]>(apiPath`/api/dealers/${dealerId}/api-keys`, { signal })

export const apiKeysQueryOptions = (dealerId: string) =>
  apiQuery(apiKeysKey(dealerId), (signal) => getApiKeys(dealerId, signal))

export const useApiKeys = (dealerId: string) => useQuery(apiKeysQueryOptions(dealerId))
