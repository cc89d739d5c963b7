import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'
import type { CarFeatured } from '#shared/inventory'

/**
 * PUT /api/allcars/{id} features the car; DELETE /api/allcars/{id}/featured (beyond
 * the spec) takes it off the home page's FEATURED CARS.
 */
export const setFeatured = ({ id, featured }: { id: string; featured: boolean }) =>
  apiFetch<CarFeatured>(`/api/allcars/${encodeURIComponent(id)}${featured ? '' : '/featured'}`, {
    method: featured ? 'PUT' : 'DELETE',
  })

export function useSetFeatured() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setFeatured, onSuccess: () => invalidateCars(queryClient) })
}
