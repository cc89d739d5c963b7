import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewCar } from '#shared/car-attributes'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'
import type { CarAdded } from '#shared/inventory'

/** POST /api/allcars; the server sets seller, status Active and isFeatured false. */
export const addCar = (car: NewCar) =>
  apiFetch<CarAdded>('/api/allcars', {
    method: 'POST',
    json: car,
  })

export function useAddCar() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: addCar, onSuccess: () => invalidateCars(queryClient) })
}
