import type { CarFeatured } from '#shared/inventory'
import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { invalidateCars } from './invalidate-cars'

/**
 * PUT /api/allcars/{id} features the car; DELETE /api/allcars/{id}/featured takes
 * it off the home page's FEATURED CARS.
 */
export const setFeatured = ({ id, featured }: { id: string; featured: boolean }) =>
  featured
    ? apiFetch<CarFeatured>(apiPath`/api/allcars/${id}`, { method: 'PUT' })
    : apiFetch<CarFeatured>(apiPath`/api/allcars/${id}/featured`, { method: 'DELETE' })

export const useSetFeatured = () => useApiMutation(setFeatured, invalidateCars)
