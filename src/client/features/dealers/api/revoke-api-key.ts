import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { apiKeysKey } from './get-api-keys'

/** DELETE /api/dealers/{id}/api-keys/{keyId} (owner): the key stops working at once. */
export const revokeApiKey = ({ dealerId, keyId }: { dealerId: string; keyId: string }) =>
  apiFetch<unknown>(apiPath`/api/dealers/${dealerId}/api-keys/${keyId}`, { method: 'DELETE' })

export const useRevokeApiKey = () =>
  useApiMutation(revokeApiKey, (queryClient, _, { dealerId }) =>
    queryClient.invalidateQueries({ queryKey: apiKeysKey(dealerId) }),
  )
