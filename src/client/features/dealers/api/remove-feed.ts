import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { feedsKey } from './get-feeds'

/** DELETE /api/dealers/{id}/feeds/{feedId} (owner, manager): its past runs stay on record. */
export const removeFeed = ({ dealerId, feedId }: { dealerId: string; feedId: string }) =>
  apiFetch<{ acknowledged: true }>(apiPath`/api/dealers/${dealerId}/feeds/${feedId}`, {
    method: 'DELETE',
  })

export const useRemoveFeed = () =>
  useApiMutation(removeFeed, (queryClient, _, { dealerId }) =>
    queryClient.invalidateQueries({ queryKey: feedsKey(dealerId) }),
  )
