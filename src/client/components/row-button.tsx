import type { ReactNode } from 'react'

type Props = {
  /** Its look: 'btn-primary', 'btn-ghost text-error'... */
  className: string
  onClick: () => void
  /** Its call is being sent: it spins. */
  pending?: boolean
  /** It waits: by default while it spins; a pair of buttons on one call both wait. */
  disabled?: boolean
  children: ReactNode
}

/** A small button in a table row (a move on a booking or an offer), spinning while its call is sent. */
export function RowButton({
  className,
  onClick,
  pending = false,
  disabled = pending,
  children,
}: Props) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${className}`}
      disabled={disabled}
      onClick={onClick}
    >
      {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {children}
    </button>
  )
}
