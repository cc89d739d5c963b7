import type { NewReview } from '#shared/reviews'

/** The longest review the API takes (#shared/reviews, `newReviewSchema`). */
export const REVIEW_MAX = 1000

export type ReviewErrors = { rating?: string; text?: string }
export type ReviewCheck =
  { review: NewReview; errors?: never } | { review?: never; errors: ReviewErrors }

/**
 * `newReviewSchema`'s rules and messages without zod, which the bookings pages do not load
 * otherwise (review-check.test.ts holds the two together). The server checks again.
 */
export function checkReview(rating: number | null, text: string): ReviewCheck {
  const said = text.trim()
  const errors: ReviewErrors = {}
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    errors.rating = 'Choose a rating from 1 to 5 stars'
  }
  if (!said) errors.text = 'Write a few words about the test drive'
  else if (said.length > REVIEW_MAX) errors.text = 'Keep it under 1,000 characters'
  if (errors.rating || errors.text || rating === null) return { errors }
  return { review: { rating, text: said } }
}
