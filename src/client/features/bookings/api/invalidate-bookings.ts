import type { QueryClient } from '@tanstack/react-query'
import { bookingsKey, carsKey } from '../../../api/query-keys'

/**
 * After a booking changes: every bookings query (the buyer's orders, the seller's list, one
 * booking) is stale, and so are the car lists, since a booking that ends puts its car back on
 * sale and a paid one sells it.
 */
export const invalidateBookings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsKey }),
    queryClient.invalidateQueries({ queryKey: carsKey }),
  ])
