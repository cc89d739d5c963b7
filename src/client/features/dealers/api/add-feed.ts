import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewFeed } from '#shared/dealer-import'
import { apiFetch } from '../../../api/http'
import { feedsKey } from './get-feeds'

/** POST /api/dealers/{id}/feeds (owner, manager): its first run starts at once. */
export const addFeed = ({ dealerId, feed }: { dealerId: string; feed: NewFeed }) =>
  apiFetch<{ _id: string }>(`/api/dealers/${encodeURIComponent(dealerId)}/feeds`, {
    method: 'POST',
    json: feed,
  })

export function useAddFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addFeed,
    onSuccess: (_, { dealerId }) => queryClient.invalidateQueries({ queryKey: feedsKey(dealerId) }),
  })
}
