/**
 * Class names for a wide table that turns into one card per row below `sm` (640 px): seven
 * columns cannot fit a phone, and a table scrolled sideways hides the actions off screen. Each
 * cell then shows its column name from `data-label` in front of its value.
 */
export const stackedTable = {
  table: 'table max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:border-base-300 max-sm:px-4 max-sm:py-4 max-sm:not-last:border-b',
  cell: 'max-sm:flex max-sm:items-baseline max-sm:gap-3 max-sm:border-0 max-sm:p-0 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-sm max-sm:before:text-base-content/70 max-sm:before:content-[attr(data-label)]',
  /** The row's title cell (car name): no label in front, a little larger. */
  titleCell: 'max-sm:border-0 max-sm:p-0 max-sm:pb-1',
} as const
