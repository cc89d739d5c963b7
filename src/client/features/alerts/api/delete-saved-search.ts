import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { savedSearchesKey } from '../../../api/query-keys'

export const deleteSavedSearch = (id: string) =>
  apiFetch<{ deleted: true }>(`/api/saved-searches/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })

/** Deletes a saved search: no more alerts from it. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  })
}
