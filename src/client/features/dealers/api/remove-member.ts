import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { membersKey } from './dealer-keys'

/** DELETE /api/dealers/{id}/members/{userId} (owner; not the owner themself). */
export const removeMember = ({ dealerId, userId }: { dealerId: string; userId: string }) =>
  apiFetch<unknown>(apiPath`/api/dealers/${dealerId}/members/${userId}`, { method: 'DELETE' })

export const useRemoveMember = () =>
  useApiMutation(removeMember, (queryClient, _, { dealerId }) =>
    queryClient.invalidateQueries({ queryKey: membersKey(dealerId) }),
  )
