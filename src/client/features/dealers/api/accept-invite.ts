import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Joined } from '#shared/dealers'
import { apiFetch } from '../../../api/http'
import { sessionQueryOptions } from '../../../api/get-session'
import { myDealerKey } from '../../../api/query-keys'

/** POST /api/dealer-invites/{token}/accept (signed in as the invited address). */
export const acceptInvite = (token: string) =>
  apiFetch<Joined>(`/api/dealer-invites/${encodeURIComponent(token)}/accept`, { method: 'POST' })

export function useAcceptInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myDealerKey })
      // A buyer who joins is a seller now: the menu follows the session.
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
    },
  })
}
