import { invalidate } from '../../../api/api-mutation'
import { bookingsKey, carsKey, moneyKey } from '../../../api/query-keys'

/**
 * After an admin moves a payment: the Money pages' sums, the bookings it belongs to (their
 * payment state) and the car lists (a released car is back on sale, a taken one sold).
 */
export const invalidateMoney = invalidate(moneyKey, bookingsKey, carsKey)
