import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export type HiddenChange = { id: string; hidden: boolean; note: string }

export const setCarHidden = ({ id, hidden, note }: HiddenChange) =>
  apiFetch<{ done: true }>(`/api/admin/cars/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { hidden, note },
  })

/** Hides a listing (its seller told why) or shows it again: it leaves or rejoins the catalogue. */
export function useSetCarHidden() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setCarHidden,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
