import type { NewFeed } from '#shared/dealer-import'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { feedsKey } from './get-feeds'

/** POST /api/dealers/{id}/feeds (owner, manager): its first run starts at once. */
export const addFeed = ({ dealerId, feed }: { dealerId: string; feed: NewFeed }) =>
  post<{ _id: string }>(apiPath`/api/dealers/${dealerId}/feeds`, feed)

export const useAddFeed = () =>
  useApiMutation(addFeed, (queryClient, _, { dealerId }) =>
    queryClient.invalidateQueries({ queryKey: feedsKey(dealerId) }),
  )
