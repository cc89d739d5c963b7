import type { QueryClient } from '@tanstack/react-query'
import { conversationsQueryOptions } from '../../api/get-conversations'
import { offersQueryOptions } from '../../api/get-offers'
import { sellerBookingsQueryOptions } from '../../api/get-seller-bookings'

/**
 * What a seller's banner on the home page counts (seller-waiting.tsx): their cars' bookings, the
 * offers for them and their conversations, the lists the Bookings, Offers and Inbox pages read.
 * Started by the home page's loader, so the server renders the banner with the page.
 */
export function warmSellerWaiting(client: QueryClient) {
  void client.prefetchQuery(sellerBookingsQueryOptions())
  void client.prefetchQuery(offersQueryOptions('seller'))
  void client.prefetchQuery(conversationsQueryOptions())
}
