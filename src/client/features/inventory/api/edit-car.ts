import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewCar } from '#shared/car-attributes'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'
import type { CarEdited } from '#shared/inventory'

/** PATCH /api/allcars/{id} (docs/decisions/0013-listing-edits.md): only an Active listing, else 409. */
export const editCar = ({ id, car }: { id: string; car: NewCar }) =>
  apiFetch<CarEdited>(`/api/allcars/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: car,
  })

export function useEditCar() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: editCar, onSuccess: () => invalidateCars(queryClient) })
}
