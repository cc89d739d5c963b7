import type { NewCar } from '#shared/car-attributes'
import type { CarEdited } from '#shared/inventory'
import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'

/** PATCH /api/allcars/{id} (docs/decisions/0013-listing-edits.md): only an Active listing, else 409. */
export const editCar = ({ id, car }: { id: string; car: NewCar }) =>
  apiFetch<CarEdited>(apiPath`/api/allcars/${id}`, { method: 'PATCH', json: car })

export const useEditCar = () => useApiMutation(editCar, invalidateCars)
