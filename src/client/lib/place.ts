import type { Car } from '#shared/cars'

/** Where a car is, as buyers read it ("Austin, TX"); null for an older listing without one. */
export const placeOf = (car: Pick<Car, 'city' | 'state'>) =>
  car.city ? [car.city, car.state].filter(Boolean).join(', ') : null
