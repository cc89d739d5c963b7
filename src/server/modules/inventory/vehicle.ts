import type { NewCar } from '#shared/car-attributes'
import { findMake } from '#shared/vehicles'
import { cars } from '../../db/schema'

/** What a car's deal rating compares it by (modules/deals). */
export const vehicleOf = { make: cars.make, model: cars.model, modelYear: cars.modelYear }

export const vehicleOfInput = (input: Pick<NewCar, 'company' | 'model' | 'modelYear'>) => ({
  make: findMake(input.company) ?? input.company,
  model: input.model,
  modelYear: input.modelYear,
})
