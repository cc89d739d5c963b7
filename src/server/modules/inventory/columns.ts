import type { DealerCarEdit } from '#shared/dealer-cars'
import { vehicleOfInput } from './vehicle'

/** Where a ZIP code is (listings' `placeOf`). */
export interface Place {
  state: string
  latitude: number
  longitude: number
}

/**
 * A listing's columns but its photos, from a seller's form, an edit or a dealer's car (which may
 * leave the fields feeds rarely carry empty), at its ZIP code's place.
 */
export const carColumns = (input: DealerCarEdit, place: Place) => ({
  name: input.carName,
  origin: input.origin ?? null,
  priceCents: input.price == null ? null : input.price * 100,
  resalePriceCents: input.resale_price * 100,
  yearsUsed: input.years_of_used ?? null,
  categoryId: input.carCategory,
  description: input.description,
  milesPerGallon: input.milespergallon ?? null,
  buyingYear: input.buyingyear ?? null,
  company: input.company,
  condition: input.condition,
  mileage: input.mileage,
  fuelType: input.fuelType ?? null,
  transmission: input.transmission ?? null,
  drivetrain: input.drivetrain ?? null,
  seats: input.seats ?? null,
  color: input.color ?? null,
  vin: input.vin ?? null,
  ...vehicleOfInput(input),
  trim: input.trim ?? null,
  postalCode: input.postalCode,
  city: input.city,
  ...place,
})
