import type { QueryClient } from '@tanstack/react-query'
import { bookingsKey, offersKey } from './query-keys'

/**
 * After an offer moves: every offers query (both Offers tabs, the car page's) is stale, and so
 * are the bookings, since an accepted offer sets its buyer's booking's price (docs/api.md
 * "Offers").
 */
export const invalidateOffers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: offersKey }),
    queryClient.invalidateQueries({ queryKey: bookingsKey }),
  ])
