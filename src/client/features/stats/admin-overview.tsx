import type { AdminStats } from '#shared/stats'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { formatNumber, formatPrice, formatUtcDate } from '../../lib/format-price'
import { stackedTable as st } from '../../lib/stacked-table'
import { useAdminStats } from './api/get-admin-stats'
import { LineChart } from './line-chart'

type Series = Exclude<keyof AdminStats, 'days'>

const metrics: { key: Series; title: string; colour: string; format: (n: number) => string }[] = [
  { key: 'signUps', title: 'Sign-ups', colour: 'primary', format: formatNumber },
  { key: 'listings', title: 'New listings', colour: 'secondary', format: formatNumber },
  { key: 'bookings', title: 'Bookings', colour: 'info', format: formatNumber },
  { key: 'payments', title: 'Payments', colour: 'success', format: formatNumber },
  { key: 'paymentAmounts', title: 'Amount paid', colour: 'neutral', format: formatPrice },
]

/** The marketplace's numbers per day: a chart each, and a table of the days, newest first. */
export function AdminOverview() {
  const stats = useAdminStats()
  if (stats.isPending) return <Spinner />
  if (stats.isError) {
    return (
      <QueryError error={stats.error} what="the numbers" onRetry={() => void stats.refetch()} />
    )
  }
  const { days } = stats.data
  const newestFirst = days.map((day, i) => ({ day, i })).reverse()
  return (
    <>
      <section aria-labelledby="overview-charts" className="mt-6">
        <h2 id="overview-charts" className="sr-only">
          Charts per day
        </h2>
        <p className="text-sm text-base-content/75">The table below gives every day’s numbers.</p>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {metrics.map((m) => (
            <LineChart
              key={m.key}
              title={m.title}
              label={m.title}
              colour={m.colour}
              format={m.format}
              days={days}
              values={stats.data[m.key]}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="overview-days" className="mt-8">
        <h2 id="overview-days" className="text-lg font-bold">
          Day by day
        </h2>
        <div className={`mt-3 rounded-box border border-base-300 bg-base-100 ${st.container}`}>
          <table className={st.table}>
            <caption className="sr-only">The marketplace’s numbers per day, newest first</caption>
            <thead className={st.head}>
              <tr className="bg-base-200 text-base-content">
                <th scope="col">Day (UTC)</th>
                {metrics.map((m) => (
                  <th key={m.key} scope="col" className="text-right">
                    {m.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={st.body}>
              {newestFirst.map(({ day, i }) => (
                <tr key={day} className={st.row}>
                  <th scope="row" className={`font-semibold ${st.titleCell}`}>
                    {formatUtcDate(Date.parse(day))}
                  </th>
                  {metrics.map((m) => (
                    <td
                      key={m.key}
                      data-label={m.title}
                      className={`tabular-nums @4xl:text-right ${st.cell}`}
                    >
                      {m.format(stats.data[m.key][i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}
