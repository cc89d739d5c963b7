import type { PublishedReview } from '#shared/reviews'
import { Stars } from '../../components/stars'
import { formatLongDate } from '../../lib/format-date'

/** A seller's published reviews, newest first as the API sends them. */
export function SellerReviews({ reviews }: { reviews: PublishedReview[] }) {
  if (reviews.length === 0) {
    return (
      <p className="text-base-content/80">
        No reviews yet. Reviews appear after a test drive, once both sides have written theirs.
      </p>
    )
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {reviews.map((review, index) => (
        // Reviews carry no id on the wire; their order is stable within one answer.
        <li key={index} className="rounded-box border border-base-300 p-5">
          <figure>
            <p className="flex items-center gap-2">
              <Stars value={review.rating} />
              <span className="sr-only">
                {review.rating} out of 5 {review.rating === 1 ? 'star' : 'stars'}
              </span>
            </p>
            <blockquote className="mt-2 leading-relaxed whitespace-pre-line wrap-anywhere">
              {review.text}
            </blockquote>
            <figcaption className="mt-3 text-sm text-base-content/75">
              {review.author},{' '}
              <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
