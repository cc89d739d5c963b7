import { useId } from 'react'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  placeholder?: string
}

/**
 * Why a test drive is declined or cancelled: told to the other side (docs/api.md, 500 characters).
 */
export function ReasonField({ label, value, onChange, error, placeholder }: Props) {
  const id = useId()
  return (
    <div className="mt-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        maxLength={500}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
