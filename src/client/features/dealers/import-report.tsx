import type { ImportReport as Report } from '#shared/dealer-import'
import { StackedTable } from '../../components/stacked-table'
import { stackedTable as t } from '../../lib/stacked-table'

const counts = [
  { key: 'created', label: 'New cars' },
  { key: 'updated', label: 'Updated' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'withdrawn', label: 'Withdrawn' },
] as const

/**
 * What a stock file did, or (a dry run) would do: the cars it creates, updates, leaves alone
 * and withdraws, why nothing was withdrawn if so, and each refused row by line and column.
 */
export function ImportReport({ report, title }: { report: Report; title: string }) {
  return (
    <section aria-label={title} className="mt-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(({ key, label }) => (
          <div key={key} className="rounded-box border border-base-300 bg-base-100 px-4 py-3">
            <dt className="text-sm text-base-content/75">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{report[key]}</dd>
          </div>
        ))}
      </dl>
      {report.note && (
        <p role="status" className="alert alert-warning mt-4 text-sm">
          {report.note}
        </p>
      )}
      {report.refused.length > 0 ? (
        <>
          <h4 className="mt-6 font-semibold">
            {report.refused.length} {report.refused.length === 1 ? 'problem' : 'problems'} to fix in
            the file
          </h4>
          <p className="text-sm text-base-content/75">
            These rows were left out; the cars they name keep what they had.
          </p>
          <StackedTable
            caption="Rows the import refused"
            className="mt-3"
            columns={[{ label: 'Line', numeric: true }, 'Column', 'Reason']}
          >
            {report.refused.map((r, i) => (
              <tr key={`${r.line}-${r.column}-${i}`} className={t.row}>
                <td data-label="Line" className={`${t.cell} tabular-nums @4xl:text-right`}>
                  {r.line}
                </td>
                <td data-label="Column" className={`${t.cell} font-mono text-sm`}>
                  {r.column}
                </td>
                <td data-label="Reason" className={`${t.cell} ${t.text}`}>
                  {r.reason}
                </td>
              </tr>
            ))}
          </StackedTable>
        </>
      ) : (
        <p className="mt-4 text-sm text-base-content/75">Every row of the file could be read.</p>
      )}
    </section>
  )
}
