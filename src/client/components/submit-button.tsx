import type { ReactNode } from 'react'

/** A form's primary button: disabled, with a spinner beside its words, while the form is sent. */
export function SubmitButton({
  pending,
  className = '',
  children,
}: {
  pending: boolean
  /** Its width and place: "btn-block", "justify-self-start". */
  className?: string
  children: ReactNode
}) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={pending}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  )
}
