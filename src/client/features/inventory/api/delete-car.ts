import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'
import type { CarDeleted } from '#shared/inventory'

/** DELETE /api/allcars/{id}. */
export const deleteCar = (id: string) =>
  apiFetch<CarDeleted>(`/api/allcars/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })

export function useDeleteCar() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteCar, onSuccess: () => invalidateCars(queryClient) })
}
