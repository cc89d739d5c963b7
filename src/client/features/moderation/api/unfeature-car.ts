import type { CarFeatured } from '#shared/inventory'
import { apiPath } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

/** DELETE /api/allcars/{id}/featured: an admin takes another's car off FEATURED CARS (audited). */
export const unfeatureCar = (id: string) =>
  apiFetch<CarFeatured>(apiPath`/api/allcars/${id}/featured`, { method: 'DELETE' })

/** Takes a listing off FEATURED CARS: it leaves Home's list, and the audit log says who did. */
export const useUnfeatureCar = () =>
  useApiMutation(unfeatureCar, invalidate(moderationKey, carsKey))
