import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'
import type { CarFeatured } from '#shared/inventory'

/** API.md PUT /api/allcars/{id}: features the car (there is no way back, as in spec.md). */
export const setFeatured = (id: string) =>
  apiFetch<CarFeatured>(`/api/allcars/${encodeURIComponent(id)}`, { method: 'PUT' })

export function useSetFeatured() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setFeatured, onSuccess: () => invalidateCars(queryClient) })
}
