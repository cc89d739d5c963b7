import type { Invite, NewInvite } from '#shared/dealers'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { membersKey } from './dealer-keys'

/** POST /api/dealers/{id}/invites (owner): an e-mail with a link to join. */
export const inviteMember = ({ dealerId, invite }: { dealerId: string; invite: NewInvite }) =>
  post<Invite>(apiPath`/api/dealers/${dealerId}/invites`, invite)

export const useInviteMember = () =>
  useApiMutation(inviteMember, (queryClient, _, { dealerId }) =>
    queryClient.invalidateQueries({ queryKey: membersKey(dealerId) }),
  )
