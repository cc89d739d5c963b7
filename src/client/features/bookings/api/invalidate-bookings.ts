import { invalidate } from '../../../api/api-mutation'
import { bookingsKey, carsKey, moneyKey } from '../../../api/query-keys'

/**
 * After a booking changes: every bookings query (the buyer's orders, the seller's list, one
 * booking) is stale, and so are the car lists, since a held payment reserves its car, a taken one
 * sells it and one released puts it back on sale, and so are the Money pages' sums.
 */
export const invalidateBookings = invalidate(bookingsKey, carsKey, moneyKey)
