import { apiPath, post } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export const unsuspendUser = ({ id, note }: { id: string; note: string }) =>
  post<{ done: true }>(apiPath`/api/admin/users/${id}/unsuspend`, { note })

/** Lifts a suspension: the person may sign in again and their listings are back. */
export const useUnsuspendUser = () =>
  useApiMutation(unsuspendUser, invalidate(moderationKey, carsKey))
