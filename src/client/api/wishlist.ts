import { useQuery } from '@tanstack/react-query'
import type { WishlistItem } from '#shared/wishlist'
import { useSession } from './get-session'
import { apiQuery } from './api-query'
import { apiFetch } from './http'

// Shared: every car card's heart reads it, as do the navbar's count and the wish-list page.
export const getWishlist = (signal?: AbortSignal) =>
  apiFetch<WishlistItem[]>('/api/wishlist', { signal })

export const wishlistQueryOptions = () => apiQuery(['wishlist'], getWishlist)

/** The signed-in person's saved cars; never asked for a visitor, who would only get a 401. */
export function useWishlist() {
  const { user } = useSession()
  return useQuery({ ...wishlistQueryOptions(), enabled: user !== null })
}
