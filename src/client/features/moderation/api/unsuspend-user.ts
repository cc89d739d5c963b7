import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export const unsuspendUser = ({ id, note }: { id: string; note: string }) =>
  apiFetch<{ done: true }>(`/api/admin/users/${encodeURIComponent(id)}/unsuspend`, {
    method: 'POST',
    json: { note },
  })

/** Lifts a suspension: the person may sign in again and their listings are back. */
export function useUnsuspendUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unsuspendUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
