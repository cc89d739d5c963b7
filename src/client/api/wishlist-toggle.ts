import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { sessionQueryOptions } from './get-session'
import { apiPath } from './api-call'
import { apiFetch, HttpError } from './http'
import { wishlistQueryOptions } from './wishlist'
import { toast } from '../lib/toast'

type WishResult = { liked: boolean; count: number }

/** PUT saves, DELETE removes (docs/api.md "Wish list and newsletter"); both are idempotent. */
export const setWished = (carId: string, { liked }: { liked: boolean }) =>
  apiFetch<WishResult>(apiPath`/api/wishlist/${carId}`, { method: liked ? 'PUT' : 'DELETE' })

const toggleKey = (carId: string) => ['wishlist', 'toggle', carId] as const

/**
 * Saves or removes one car. The heart flips at once: while a change is on its way, `liked` is
 * what was asked for (read from every pending mutation for this car, so a card and the detail
 * page agree), and the wish list is refetched before the change counts as done, so the heart
 * never flickers back. A failure leaves the list as it was and says why.
 */
export function useWishToggle(carId: string, carName: string) {
  const queryClient = useQueryClient()
  const wishlistKey = wishlistQueryOptions().queryKey
  const mutation = useMutation({
    mutationKey: toggleKey(carId),
    mutationFn: (wish: { liked: boolean }) => setWished(carId, wish),
    // The wish list's toasts, word for word.
    onSuccess: (result) =>
      toast.success(result.liked ? `${carName} has been added` : 'Removed from wishlist.'),
    onError: (error) => {
      toast.error(error.message)
      // The session ended elsewhere: ask again, so the page turns to its signed-out look.
      if (error instanceof HttpError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  })
  const pending = useMutationState({
    filters: { mutationKey: toggleKey(carId), status: 'pending' },
    select: (m) => (m.state.variables as { liked: boolean }).liked,
  })
  return { toggle: mutation.mutate, pendingLiked: pending.at(-1) }
}

/**
 * Takes a saved car whose listing was deleted off the list. Such an entry has no car id left,
 * so it is named by its own id (the wish-list entry's `_id`). The answer is idempotent either
 * way, so success is judged by the refetched list: the entry must be gone.
 */
export function useRemoveSaved() {
  const queryClient = useQueryClient()
  const { queryKey } = wishlistQueryOptions()
  return useMutation({
    mutationFn: (entryId: string) => setWished(entryId, { liked: false }),
    onSuccess: async (_result, entryId) => {
      await queryClient.invalidateQueries({ queryKey })
      const stillThere = queryClient.getQueryData(queryKey)?.some((item) => item._id === entryId)
      if (stillThere) toast.error('That entry could not be removed. Please try again later.')
      else toast.success('Removed from wishlist.')
    },
    onError: (error) => toast.error(error.message),
  })
}
