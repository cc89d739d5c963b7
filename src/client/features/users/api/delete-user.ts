import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { usersKey } from './get-users'
import type { DeleteUserResponse } from '#shared/accounts'

export const deleteUser = (id: string) =>
  apiFetch<DeleteUserResponse>(`/api/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })

/** Deletes a buyer or a seller; the lists are refetched. */
export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  })
}
