import type { CarDeleted } from '#shared/inventory'
import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'

/** DELETE /api/allcars/{id}. */
export const deleteCar = (id: string) =>
  apiFetch<CarDeleted>(apiPath`/api/allcars/${id}`, { method: 'DELETE' })

export const useDeleteCar = () => useApiMutation(deleteCar, invalidateCars)
