import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewSavedSearch } from '#shared/saved-searches'
import { apiFetch } from '../../../api/http'
import { savedSearchesKey } from '../../../api/query-keys'

/** POST /api/saved-searches: this search, to be told of new cars that match it. */
export const saveSearch = (body: NewSavedSearch) =>
  apiFetch<{ _id: string }>('/api/saved-searches', { method: 'POST', json: body })

export function useSaveSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  })
}
