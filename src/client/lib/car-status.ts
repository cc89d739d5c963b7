import type { carStatuses } from '#shared/car-options'

type CarStatus = (typeof carStatuses)[number]

/**
 * A car's status as people read it. `Booked` means a buyer's payment is held for the car
 * (docs/api.md "Money held until the car changes hands"): to everyone it is Reserved.
 */
export const carStatusLabels: Record<CarStatus, string> = {
  Active: 'Active',
  Booked: 'Reserved',
  Sold: 'Sold',
  Hidden: 'Hidden',
}

/** The colour of a status's badge in the seller's and the admins' tables. */
export const carStatusBadges: Record<CarStatus, string> = {
  Active: 'badge-success',
  Booked: 'badge-info',
  Sold: 'badge-neutral',
  Hidden: 'badge-warning',
}
