import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeleteUserResponse } from '#shared/accounts'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export const deleteUser = (id: string) =>
  apiFetch<DeleteUserResponse>(`/api/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })

/** Deletes a buyer or a seller: the people and the audit log are refetched, and the cars. */
export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
