import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { feedsKey } from './get-feeds'

/** DELETE /api/dealers/{id}/feeds/{feedId} (owner, manager): its past runs stay on record. */
export const removeFeed = ({ dealerId, feedId }: { dealerId: string; feedId: string }) =>
  apiFetch<{ acknowledged: true }>(
    `/api/dealers/${encodeURIComponent(dealerId)}/feeds/${encodeURIComponent(feedId)}`,
    { method: 'DELETE' },
  )

export function useRemoveFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeFeed,
    onSuccess: (_, { dealerId }) => queryClient.invalidateQueries({ queryKey: feedsKey(dealerId) }),
  })
}
