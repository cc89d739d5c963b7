import { useId, type ReactNode } from 'react'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  /** What is wrong with the amount: the form's own check or the server's refusal. */
  error?: string | null
  /** A line under the label: what the amount is measured against. */
  hint?: ReactNode
}

/**
 * An amount in whole dollars (an offer, a counter-offer), typed as text so that "$9,500" is
 * fine; lib/whole-dollars.ts reads it. The problem is said under the field and announced.
 */
export function AmountField({ label, value, onChange, error, hint }: Props) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 mb-1.5 text-sm text-base-content/75">
          {hint}
        </p>
      )}
      <label className={`input w-full ${error ? 'input-error' : ''}`}>
        <span aria-hidden="true" className="text-base-content/70">
          $
        </span>
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          className="grow tabular-nums"
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
