import type { ReactNode } from 'react'

type Props = {
  /** Its look: 'btn-primary', 'btn-ghost text-error'... */
  className: string
  onClick: () => void
  /** Its call is being sent: it spins. */
  pending?: boolean
  /** It waits: by default while it spins; a pair of buttons on one call both wait. */
  disabled?: boolean
  /** Its name, where its words alone do not say which row it acts on. */
  'aria-label'?: string
  children: ReactNode
}

/**
 * A small button in a row of a table or list (a move on a booking, an offer, a listing, a person, a
 * dealer's member or key), spinning while its call is sent.
 */
export function RowButton({
  className,
  onClick,
  pending = false,
  disabled = pending,
  'aria-label': label,
  children,
}: Props) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${className}`}
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {children}
    </button>
  )
}

/** A row's Delete (it asks first, elsewhere), naming its item to screen readers: 'Delete Civic EX'. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <RowButton className="btn-ghost text-error" onClick={onClick}>
      Delete<span className="sr-only"> {name}</span>
    </RowButton>
  )
}
