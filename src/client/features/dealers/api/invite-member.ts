import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Invite, NewInvite } from '#shared/dealers'
import { apiFetch } from '../../../api/http'
import { membersKey } from './dealer-keys'

/** POST /api/dealers/{id}/invites (owner): an e-mail with a link to join. */
export const inviteMember = ({ dealerId, invite }: { dealerId: string; invite: NewInvite }) =>
  apiFetch<Invite>(`/api/dealers/${encodeURIComponent(dealerId)}/invites`, {
    method: 'POST',
    json: invite,
  })

export function useInviteMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: membersKey(dealerId) }),
  })
}
