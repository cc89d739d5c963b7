import { useId, useState } from 'react'
import { MAX_SLOTS, SLOTS_DAYS_AHEAD } from '#shared/booking-limits'
import { browserTimeZone, nextSlot, slotBounds } from '../lib/slots'
import { CloseIcon } from './icons'

type Props = {
  /** What the times are for, read out before each one: "When could you come?". */
  legend: string
  /** `datetime-local` values, at least one (lib/slots.ts). */
  values: string[]
  /** A message per value, '' or missing where it is fine. */
  errors?: string[]
  onChange: (values: string[]) => void
}

/**
 * Up to three proposed test-drive times, in the reader's own time zone: the booking form's and
 * the Propose dialog's. Opened in the browser only (a form that appears on request), so it may
 * read the clock and the zone while rendering.
 */
export function SlotPicker({ legend, values, errors = [], onChange }: Props) {
  const id = useId()
  // Fixed while the picker is open: an input's range moving under the pointer helps nobody.
  const [bounds] = useState(() => slotBounds())
  const [zone] = useState(browserTimeZone)
  const set = (index: number, value: string) =>
    onChange(values.map((current, i) => (i === index ? value : current)))

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-base-content/70">
        Up to {MAX_SLOTS} times in the next {SLOTS_DAYS_AHEAD} days, in your time zone (
        {zone.replace(/_/g, ' ')}).
      </p>
      <ol className="space-y-2">
        {values.map((value, index) => {
          const inputId = `${id}-${index}`
          const error = errors[index]
          return (
            <li key={index}>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="w-14 shrink-0 text-sm">
                  Time {index + 1}
                </label>
                <input
                  id={inputId}
                  type="datetime-local"
                  value={value}
                  min={bounds.min}
                  max={bounds.max}
                  onChange={(event) => set(index, event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  className={`input min-w-0 flex-1 ${error ? 'input-error' : ''}`}
                />
                {values.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square shrink-0"
                    aria-label={`Remove time ${index + 1}`}
                    onClick={() => onChange(values.filter((_, i) => i !== index))}
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                )}
              </div>
              {error && (
                <p id={`${inputId}-error`} className="mt-1 ml-16 text-sm text-error">
                  {error}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      {values.length < MAX_SLOTS && (
        <button
          type="button"
          className="btn btn-ghost btn-sm mt-2 text-primary"
          onClick={() => onChange([...values, nextSlot(values.at(-1))])}
        >
          + Add another time
        </button>
      )}
    </fieldset>
  )
}
