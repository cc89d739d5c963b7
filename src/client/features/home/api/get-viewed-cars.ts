import { useQuery } from '@tanstack/react-query'
import type { Car } from '#shared/cars'
import { apiQuery } from '../../../api/api-query'
import { getCar } from '../../../api/get-car'
import { carsKey } from '../../../api/query-keys'
import { isMissing } from '../../../components/not-found'

/**
 * GET /api/featured-cars/{id} (signed in) for each recently viewed car, at once: each as it is
 * now, null when it is not there any more (404), undefined when it could not be told (any other
 * failure; the row then shows what it kept).
 */
export const getViewedCars = (ids: string[], signal?: AbortSignal) =>
  Promise.all(
    ids.map((id) =>
      getCar(id, signal).then(
        (car): Car | null | undefined => car,
        (error: unknown) => (isMissing(error) ? null : undefined),
      ),
    ),
  )

// Under the cars' key: a booking or a sale anywhere makes it stale, as it does every car query.
export const viewedCarsQueryOptions = (ids: string[]) =>
  apiQuery([...carsKey, 'viewed', ids], (signal) => getViewedCars(ids, signal))

/** Only for someone signed in: a guest may not read a car (the row shows what it kept). */
export const useViewedCars = (ids: string[], signedIn: boolean) =>
  useQuery({ ...viewedCarsQueryOptions(ids), enabled: signedIn && ids.length > 0 })
