import type { ReactNode } from 'react'
import { stackedTable as t } from '../lib/stacked-table'
import { LocalTime } from './local-time'

/** A column's header: its name, or its name with how it shows. */
export type Column = string | { label: string; numeric?: boolean; visuallyHidden?: boolean }

type Props = {
  /** For screen readers: what the table lists. */
  caption: string
  columns: Column[]
  /** Where the frame sits (its margin). */
  className?: string
  /** One `<tr>` a record, its cells classed with lib/stacked-table.ts. */
  children: ReactNode
}

/**
 * The frame of a wide table: a bordered box, the caption and the header row. Where the box is
 * narrow each row becomes a card (lib/stacked-table.ts). Numbers' headers align right, as their
 * cells do; a column of buttons names itself to screen readers only.
 */
export function StackedTable({ caption, columns, className = '', children }: Props) {
  return (
    <div
      className={`${t.container} overflow-x-auto rounded-box border border-base-300 bg-base-100 ${className}`}
    >
      <table className={t.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={t.head}>
          <tr className="bg-base-200 text-base-content">
            {columns.map((column) => {
              const { label, numeric, visuallyHidden } =
                typeof column === 'string' ? { label: column } : column
              return (
                // Headers may wrap ("Meeting Location"): the columns' content needs the room.
                <th
                  key={label}
                  scope="col"
                  className={`whitespace-normal ${numeric ? 'text-right' : ''}`}
                >
                  {visuallyHidden ? <span className="sr-only">{label}</span> : label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className={t.body}>{children}</tbody>
      </table>
    </div>
  )
}

/** A row's date (and its time), in the reader's time zone, on one line. */
export function DateCell({
  label,
  iso,
  withTime,
}: {
  label: string
  iso: string
  withTime?: boolean
}) {
  return (
    <td data-label={label} className={`${t.cell} whitespace-nowrap`}>
      <LocalTime iso={iso} withTime={withTime} />
    </td>
  )
}

/** A row's number, aligned right as its column's header is (a numeric Column). */
export function NumberCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className={`${t.cell} tabular-nums @4xl:text-right`}>
      {children}
    </td>
  )
}
