import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewReview, ReviewCreated } from '#shared/reviews'
import { apiFetch } from '../../../api/http'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/review: the buyer or the seller of a completed or paid test drive
 * reviews the other side, once. `published` is false until the other side has written theirs.
 */
export const writeReview = ({ id, review }: { id: string; review: NewReview }) =>
  apiFetch<ReviewCreated>(`/api/bookings/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    json: review,
  })

export function useWriteReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: writeReview,
    // The booking loses its 'review' action; a published review moves the seller's rating.
    onSuccess: () => invalidateBookings(queryClient),
  })
}
