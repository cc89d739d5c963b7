import type { ReactNode } from 'react'

/**
 * Card grids have 1, 2 or 3 columns depending on screen width. Beside the
 * search filters' sidebar there is room for three only from xl up.
 */
export function CardGrid({
  children,
  besideSidebar = false,
}: {
  children: ReactNode
  besideSidebar?: boolean
}) {
  const columns = besideSidebar ? 'sm:grid-cols-2 xl:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3'
  return <ul className={`grid gap-6 ${columns}`}>{children}</ul>
}
