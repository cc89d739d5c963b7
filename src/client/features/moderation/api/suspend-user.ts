import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export const suspendUser = ({ id, note }: { id: string; note: string }) =>
  apiFetch<{ done: true }>(`/api/admin/users/${encodeURIComponent(id)}/suspend`, {
    method: 'POST',
    json: { note },
  })

/** Suspends a person (told why): their sessions end and their listings are Hidden. */
export function useSuspendUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
