import type { ReactNode } from 'react'
import { StackedTable, type Column } from '../../components/stacked-table'
import { stackedTable as t } from '../../lib/stacked-table'

/**
 * Where a stacked table's box is a card but still wide (a laptop's dashboard beside its menu),
 * its label and value pairs go two by two, so the cards are half as tall; the title and the
 * actions take the whole width.
 */
const cardGrid = '@max-4xl:@xl:grid @max-4xl:@xl:grid-cols-2 @max-4xl:@xl:gap-x-8'
const wide = '@max-4xl:@xl:col-span-2'

type Props<T> = {
  /** For screen readers: what the table lists. */
  caption: string
  /** The title's column and the others; the actions' column follows them. */
  columns: Column[]
  rows: T[]
  /** The row's first cell, its title. */
  title: (row: T) => ReactNode
  /** Its other cells, `<td data-label>` each, up to the actions. */
  cells: (row: T) => ReactNode
  /** Its buttons, if it has any. */
  actions: (row: T) => ReactNode
}

/**
 * An admin's table of records (listings, people): a title cell, the record's cells and its
 * buttons on the right; a card per row where the box is narrow, two values a line where the card
 * is still wide.
 */
export function CardTable<T extends { _id: string }>({
  caption,
  columns,
  rows,
  title,
  cells,
  actions,
}: Props<T>) {
  return (
    <StackedTable
      caption={caption}
      className="mt-4"
      columns={[...columns, { label: 'Actions', visuallyHidden: true }]}
    >
      {rows.map((row) => {
        const buttons = actions(row)
        return (
          <tr key={row._id} className={`${t.row} ${cardGrid}`}>
            <th scope="row" className={`${t.titleCell} ${wide} min-w-64 font-normal`}>
              {title(row)}
            </th>
            {cells(row)}
            <td className={`${t.cell} ${wide} text-right @max-4xl:pt-2 @max-4xl:before:hidden`}>
              {buttons && <div className="flex flex-wrap justify-end gap-2">{buttons}</div>}
            </td>
          </tr>
        )
      })}
    </StackedTable>
  )
}
