import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'

/** API.md DELETE /api/allcars/{id}. */
export const deleteCar = (id: string) =>
  apiFetch<{ deletedCount: number }>(`/api/allcars/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })

export function useDeleteCar() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteCar, onSuccess: () => invalidateCars(queryClient) })
}
