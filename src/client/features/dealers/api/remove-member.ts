import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { membersKey } from './dealer-keys'

/** DELETE /api/dealers/{id}/members/{userId} (owner; not the owner themself). */
export const removeMember = ({ dealerId, userId }: { dealerId: string; userId: string }) =>
  apiFetch<unknown>(
    `/api/dealers/${encodeURIComponent(dealerId)}/members/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  )

export function useRemoveMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_, { dealerId }) =>
      queryClient.invalidateQueries({ queryKey: membersKey(dealerId) }),
  })
}
