import { invalidate } from './api-mutation'
import { bookingsKey, offersKey } from './query-keys'

/**
 * After an offer moves: every offers query (both Offers tabs, the car page's) is stale, and so
 * are the bookings, since an accepted offer sets its buyer's booking's price (docs/api.md
 * "Offers").
 */
export const invalidateOffers = invalidate(offersKey, bookingsKey)
