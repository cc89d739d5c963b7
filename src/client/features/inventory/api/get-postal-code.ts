import { useQuery } from '@tanstack/react-query'
import type { PostalCode } from '#shared/postal-codes'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

/** GET /api/postal-codes/{zip}: the town of a ZIP code (404 for one the server does not know). */
export const getPostalCode = (zip: string, signal?: AbortSignal) =>
  apiFetch<PostalCode>(`/api/postal-codes/${encodeURIComponent(zip)}`, { signal })

export const postalCodeQueryOptions = (zip: string) => ({
  ...apiQuery(['postal-codes', zip], (signal) => getPostalCode(zip, signal)),
  // A ZIP code's town does not change; an unknown one stays unknown.
  staleTime: Infinity,
  retry: false,
})

/** Asked only for five digits. */
export const usePostalCode = (zip: string) =>
  useQuery({ ...postalCodeQueryOptions(zip), enabled: /^\d{5}$/.test(zip) })
