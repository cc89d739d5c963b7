import { carAttributes } from '#shared/car-attribute-list'
import type { NewCarInput } from '#shared/car-attributes'
import type { Car } from '#shared/cars'

/** A listing as the form's starting values: every attribute of carAttributes, and its photos. */
export function carFormValues(car: Car): Partial<NewCarInput> {
  const values = Object.fromEntries(carAttributes.map(({ key }) => [key, car[key]]))
  // A dealer's car may have no photo yet (its image is '').
  const images = car.images.length ? car.images : car.image ? [car.image] : []
  return { ...values, image: car.image, images }
}
