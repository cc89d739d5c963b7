import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { usersKey } from './get-users'

export const deleteUser = (id: string) =>
  apiFetch<{ deletedCount: number; Name: string }>(`/api/users/${encodeURIComponent(id)}`, {
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
