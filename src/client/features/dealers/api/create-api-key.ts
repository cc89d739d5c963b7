import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiKeyCreated, NewApiKey } from '#shared/dealer-api-keys'
import { apiFetch } from '../../../api/http'
import { apiKeysKey } from './get-api-keys'

/** POST /api/dealers/{id}/api-keys (owner): the new key, in this answer only. */
export const createApiKey = ({ dealerId, key }: { dealerId: string; key: NewApiKey }) =>
  apiFetch<ApiKeyCreated>(`/api/dealers/${encodeURIComponent(dealerId)}/api-keys`, {
    method: 'POST',
    json: key,
  })

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: (_, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: apiKeysKey(dealerId) }),
  })
}
