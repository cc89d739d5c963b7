import { useQuery } from '@tanstack/react-query'
import type { SavedSearch } from '#shared/saved-searches'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { savedSearchesKey } from '../../../api/query-keys'

export const getSavedSearches = (signal?: AbortSignal) =>
  apiFetch<SavedSearch[]>('/api/saved-searches', { signal })

export const savedSearchesQueryOptions = () => apiQuery(savedSearchesKey, getSavedSearches)

/** The signed-in person's saved searches, newest first. */
export const useSavedSearches = () => useQuery(savedSearchesQueryOptions())
