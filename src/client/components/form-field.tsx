import { useId, type ReactNode } from 'react'

/** What a field's control needs so that its label, hint and error message are announced with it. */
export type ControlProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * A label, one control, a line on what it does and the control's own validation message
 * underneath, wired for screen readers. The control is the caller's (input, select, textarea),
 * so it takes the props it needs from the render function.
 */
export function FormField({
  label,
  error,
  hint,
  description,
  alert = false,
  className,
  children,
}: {
  label: string
  error?: string
  /** A word beside the label, such as "(optional)". */
  hint?: string
  /** A line under the control on what it does. */
  description?: string
  /** The error is announced as it appears: a dialog's one message, the form's or the server's. */
  alert?: boolean
  /** The field's own place: "min-w-0" in a grid. */
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
        {/* A space, so the name reads "Amount in dollars (optional)", not "...dollars(optional)". */}
        {hint && <span className="font-normal text-base-content/70"> {hint}</span>}
      </label>
      {children({
        id,
        ...(error && { 'aria-invalid': true as const }),
        ...(describedBy && { 'aria-describedby': describedBy }),
      })}
      {description && (
        <p id={`${id}-description`} className="mt-1.5 text-sm text-base-content/70">
          {description}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role={alert ? 'alert' : undefined}
          className="mt-1.5 text-sm text-error"
        >
          {error}
        </p>
      )}
    </div>
  )
}

/** daisyUI's input look, red when the value was refused. */
export const inputClass = (error?: string) => `input w-full ${error ? 'input-error' : ''}`
export const selectClass = (error?: string) => `select w-full ${error ? 'select-error' : ''}`
export const textareaClass = (error?: string) => `textarea w-full ${error ? 'textarea-error' : ''}`
