/**
 * Class names for the rows and cells of a wide table that turns into one card per row where its
 * box is narrower than 56rem (896 px; components/stacked-table.tsx draws the box and the header
 * row): seven columns fit neither a phone nor a tablet or a laptop's dashboard beside its menu,
 * and a table scrolled sideways hides the actions off screen. Each cell then shows its column
 * name from `data-label` in front of its value. Long text (e-mail addresses, places) may break
 * anywhere, so no column is wider than it must be.
 */
export const stackedTable = {
  container: '@container',
  table: 'table @max-4xl:block',
  /** A cell of free text that may break anywhere, even inside a long e-mail address. */
  text: 'wrap-anywhere',
  head: '@max-4xl:sr-only',
  body: '@max-4xl:block',
  row: '@max-4xl:flex @max-4xl:flex-col @max-4xl:gap-1.5 @max-4xl:border-base-300 @max-4xl:px-4 @max-4xl:py-4 @max-4xl:not-last:border-b',
  cell: '@max-4xl:flex @max-4xl:items-baseline @max-4xl:gap-3 @max-4xl:border-0 @max-4xl:p-0 @max-4xl:before:w-28 @max-4xl:before:shrink-0 @max-4xl:before:text-sm @max-4xl:before:text-base-content/70 @max-4xl:before:content-[attr(data-label)]',
  /** The row's title cell (car name): no label in front, a little larger. */
  titleCell: '@max-4xl:border-0 @max-4xl:p-0 @max-4xl:pb-1',
} as const
