import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { membersKey } from './dealer-keys'

/** DELETE /api/dealers/{id}/invites/{inviteId} (owner): the link stops working. */
export const revokeInvite = ({ dealerId, inviteId }: { dealerId: string; inviteId: string }) =>
  apiFetch<unknown>(apiPath`/api/dealers/${dealerId}/invites/${inviteId}`, { method: 'DELETE' })

export const useRevokeInvite = () =>
  useApiMutation(revokeInvite, (queryClient, _, { dealerId }) =>
    queryClient.invalidateQueries({ queryKey: membersKey(dealerId) }),
  )
