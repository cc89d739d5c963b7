import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { membersKey } from './dealer-keys'

/** DELETE /api/dealers/{id}/invites/{inviteId} (owner): the link stops working. */
export const revokeInvite = ({ dealerId, inviteId }: { dealerId: string; inviteId: string }) =>
  apiFetch<unknown>(
    `/api/dealers/${encodeURIComponent(dealerId)}/invites/${encodeURIComponent(inviteId)}`,
    { method: 'DELETE' },
  )

export function useRevokeInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: (_, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: membersKey(dealerId) }),
  })
}
