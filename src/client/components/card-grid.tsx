import type { ReactNode } from 'react'

// Below 640 px, one row the width of the screen that snaps card by card; the next card peeks in
// at the edge, so it reads as more to swipe (docs/decisions/0114).
const phoneRow =
  'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:px-4 max-sm:pb-2 max-sm:gap-4 max-sm:*:w-[80%] max-sm:*:shrink-0 max-sm:*:snap-start'

/**
 * Card grids have 1, 2 or 3 columns depending on screen width. Beside the
 * search filters' sidebar there is room for three only from xl up. `rowOnPhones`: a row to
 * swipe through on a phone instead of one column (the home page's, where a column of six cards
 * was most of the page).
 */
export function CardGrid({
  children,
  besideSidebar = false,
  rowOnPhones = false,
}: {
  children: ReactNode
  besideSidebar?: boolean
  rowOnPhones?: boolean
}) {
  const columns = besideSidebar ? 'sm:grid-cols-2 xl:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3'
  return <ul className={`grid gap-6 ${columns} ${rowOnPhones ? phoneRow : ''}`}>{children}</ul>
}
