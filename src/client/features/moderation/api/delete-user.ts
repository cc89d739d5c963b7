import type { DeleteUserResponse } from '#shared/accounts'
import { apiPath } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export const deleteUser = (id: string) =>
  apiFetch<DeleteUserResponse>(apiPath`/api/users/${id}`, { method: 'DELETE' })

/** Deletes a buyer or a seller: the people and the audit log are refetched, and the cars. */
export const useDeleteUser = () => useApiMutation(deleteUser, invalidate(moderationKey, carsKey))
