import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CarFeatured } from '#shared/inventory'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

/** DELETE /api/allcars/{id}/featured: an admin takes another's car off FEATURED CARS (audited). */
export const unfeatureCar = (id: string) =>
  apiFetch<CarFeatured>(`/api/allcars/${encodeURIComponent(id)}/featured`, { method: 'DELETE' })

/** Takes a listing off FEATURED CARS: it leaves Home's list, and the audit log says who did. */
export function useUnfeatureCar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unfeatureCar,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
