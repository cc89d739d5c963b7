import { useId } from 'react'

const stars = [1, 2, 3, 4, 5] as const

type Props = {
  value: number | null
  onChange: (rating: number) => void
  error?: string | null
}

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys move along it, and each
 * radio is named "1 star" ... "5 stars". The radios are hidden; the stars are their labels.
 */
export function StarRatingField({ value, onChange, error }: Props) {
  const id = useId()
  const described = error ? `${id}-error` : undefined
  return (
    <fieldset className="mt-4">
      <legend className="mb-1.5 text-sm font-semibold">Rating</legend>
      <div className="flex items-center gap-1">
        {stars.map((star) => {
          const lit = value !== null && star <= value
          return (
            <label
              key={star}
              className="relative cursor-pointer rounded-field px-0.5 text-3xl leading-none has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name={id}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                className="sr-only"
              />
              <span aria-hidden="true" className={lit ? 'text-amber-600' : 'text-base-content/60'}>
                {lit ? '★' : '☆'}
              </span>
              <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          )
        })}
        {/* What the stars say, for eyes; the checked radio says it to screen readers. */}
        <span aria-hidden="true" className="ml-2 text-sm text-base-content/75">
          {value !== null && `${value} of 5`}
        </span>
      </div>
      {error && (
        <p id={described} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
