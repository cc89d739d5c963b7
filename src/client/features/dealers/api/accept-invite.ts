import type { Joined } from '#shared/dealers'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { sessionQueryOptions } from '../../../api/get-session'
import { myDealerKey } from '../../../api/query-keys'

/** POST /api/dealer-invites/{token}/accept (signed in as the invited address). */
export const acceptInvite = (token: string) =>
  post<Joined>(apiPath`/api/dealer-invites/${token}/accept`)

export const useAcceptInvite = () =>
  useApiMutation(acceptInvite, async (queryClient) => {
    await queryClient.invalidateQueries({ queryKey: myDealerKey })
    // A buyer who joins is a seller now: the menu follows the session.
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
  })
