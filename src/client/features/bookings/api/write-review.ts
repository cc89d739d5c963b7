import type { NewReview, ReviewCreated } from '#shared/reviews'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateBookings } from './invalidate-bookings'

/**
 * POST /api/bookings/{id}/review: the buyer or the seller of a completed or paid test drive
 * reviews the other side, once. `published` is false until the other side has written theirs.
 */
export const writeReview = ({ id, review }: { id: string; review: NewReview }) =>
  post<ReviewCreated>(apiPath`/api/bookings/${id}/review`, review)

// The booking loses its 'review' action; a published review moves the seller's rating.
export const useWriteReview = () => useApiMutation(writeReview, invalidateBookings)
