import type { NewCar } from '#shared/car-attributes'
import type { CarAdded } from '#shared/inventory'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateCars } from './invalidate-cars'

/** POST /api/allcars; the server sets seller, status Active and isFeatured false. */
export const addCar = (car: NewCar) => post<CarAdded>('/api/allcars', car)

export const useAddCar = () => useApiMutation(addCar, invalidateCars)
