import type { ReactNode } from 'react'

/** spec.md section 2: card grids have 1, 2 or 3 columns depending on screen width. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
}
