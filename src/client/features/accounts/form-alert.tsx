import type { ReactNode } from 'react'

/** A failure that belongs to the whole form (in red under the form). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      {children}
    </div>
  )
}
