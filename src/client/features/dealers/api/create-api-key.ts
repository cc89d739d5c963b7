import type { ApiKeyCreated, NewApiKey } from '#shared/dealer-api-keys'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiKeysKey } from './get-api-keys'

/** POST /api/dealers/{id}/api-keys (owner): the new key, in this answer only. */
export const createApiKey = ({ dealerId, key }: { dealerId: string; key: NewApiKey }) =>
  post<ApiKeyCreated>(apiPath`/api/dealers/${dealerId}/api-keys`, key)

export const useCreateApiKey = () =>
  useApiMutation(createApiKey, (queryClient, _, { dealerId }) =>
    queryClient.invalidateQueries({ queryKey: apiKeysKey(dealerId) }),
  )
