import { apiPath } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { savedSearchesKey } from '../../../api/query-keys'

export const deleteSavedSearch = (id: string) =>
  apiFetch<{ deleted: true }>(apiPath`/api/saved-searches/${id}`, { method: 'DELETE' })

/** Deletes a saved search: no more alerts from it. */
export const useDeleteSavedSearch = () =>
  useApiMutation(deleteSavedSearch, invalidate(savedSearchesKey))
