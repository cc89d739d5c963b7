import { useId, useState, type FormEvent } from 'react'
import type { Booking } from '#shared/bookings'
import { DialogActions } from '../../components/dialog-actions'
import { formatNumber } from '../../lib/format-price'
import { toast } from '../../lib/toast'
import { useWriteReview } from './api/write-review'
import { RequestError } from '../../components/request-error'
import { MoveDialog, type MoveFormProps, type MoveProps } from './move-dialog'
import { checkReview, REVIEW_MAX, type ReviewErrors } from './review-check'
import { StarRatingField } from './star-rating-field'

/**
 * Whom the reader reviews: the buyer reviews the seller, whose name a booking does not carry; the
 * seller reviews the buyer, by first name.
 */
const otherSide = (booking: Booking) =>
  booking.you === 'seller' ? booking.name.trim().split(/\s+/)[0] || 'the buyer' : 'the seller'

/** After a completed or paid test drive, each side rates the other once (docs/api.md). */
export function ReviewDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) => `How was the test drive with ${otherSide(b)}?`}
      description="Reviews stay hidden until you have both written one, or for 14 days."
      onClose={onClose}
      form={ReviewForm}
    />
  )
}

function ReviewForm({ booking, onDone }: MoveFormProps) {
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<ReviewErrors>({})
  const write = useWriteReview()

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkReview(rating, text)
    setErrors(checked.errors ?? {})
    if (!checked.review) return
    write.mutate(
      { id: booking._id, review: checked.review },
      {
        onSuccess: ({ published }) => {
          if (published) toast.success('Review published')
          else {
            toast.success(
              `Thanks! Your review will be shown once ${otherSide(booking)} has written theirs, or after 14 days.`,
              { duration: 6000 },
            )
          }
          onDone()
        },
      },
    )
  }

  const textError = errors.text
  return (
    <form noValidate onSubmit={submit}>
      <StarRatingField
        value={rating}
        onChange={(next) => {
          setRating(next)
          setErrors((was) => ({ ...was, rating: undefined }))
        }}
        error={errors.rating}
      />
      <div className="mt-4">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
          Your review
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          required
          maxLength={REVIEW_MAX}
          placeholder="Was the car as described? Was the meeting easy to arrange?"
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-error ${id}-count` : `${id}-count`}
          className={`textarea w-full ${textError ? 'textarea-error' : ''}`}
        />
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          <p id={`${id}-error`} className="text-error">
            {textError}
          </p>
          <p id={`${id}-count`} className="shrink-0 text-base-content/70 tabular-nums">
            {formatNumber(text.length)} / {formatNumber(REVIEW_MAX)}
          </p>
        </div>
      </div>
      <RequestError error={write.error} />
      <DialogActions onCancel={onDone} confirmLabel="Send review" pending={write.isPending} />
    </form>
  )
}
