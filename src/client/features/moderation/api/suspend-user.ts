import { apiPath, post } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export const suspendUser = ({ id, note }: { id: string; note: string }) =>
  post<{ done: true }>(apiPath`/api/admin/users/${id}/suspend`, { note })

/** Suspends a person (told why): their sessions end and their listings are Hidden. */
export const useSuspendUser = () => useApiMutation(suspendUser, invalidate(moderationKey, carsKey))
