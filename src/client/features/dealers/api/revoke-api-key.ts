import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { apiKeysKey } from './get-api-keys'

/** DELETE /api/dealers/{id}/api-keys/{keyId} (owner): the key stops working at once. */
export const revokeApiKey = ({ dealerId, keyId }: { dealerId: string; keyId: string }) =>
  apiFetch<unknown>(
    `/api/dealers/${encodeURIComponent(dealerId)}/api-keys/${encodeURIComponent(keyId)}`,
    { method: 'DELETE' },
  )

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: apiKeysKey(dealerId) }),
  })
}
