import type { AdminStats } from '#shared/stats'
import { QueryAnswer } from '../../components/query-answer'
import { TitledSection } from '../../components/titled-section'
import { formatNumber, formatPrice, formatDate } from '../../lib/format-price'
import { useAdminStats } from './api/get-admin-stats'
import { LineCharts } from './line-chart'

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
  return (
    <QueryAnswer query={stats} what="the numbers">
      {(data) => <AdminNumbers stats={data} />}
    </QueryAnswer>
  )
}

function AdminNumbers({ stats }: { stats: AdminStats }) {
  const { days } = stats
  const newestFirst = days.map((day, i) => ({ day, i })).reverse()
  return (
    <>
      <LineCharts
        heading="Charts per day"
        intro="The table below gives every day’s numbers."
        metrics={metrics}
        days={days}
        valuesOf={(key) => stats[key]}
      />
      <TitledSection id="overview-days" title="Day by day" className="mt-8">
        {/* Numbers only, no actions: on a phone the table stays a table (a card per day would
            make 30 cards) and scrolls sideways inside its box if it must, the days staying put. */}
        <div
          // A box that may scroll takes the keyboard's focus, so the arrow keys can scroll it.
          tabIndex={0}
          role="region"
          aria-labelledby="overview-days"
          className="mt-3 overflow-x-auto rounded-box border border-base-300 bg-base-100"
        >
          <table className="table table-sm">
            <caption className="sr-only">The marketplace’s numbers per day, newest first</caption>
            <thead>
              {/* The column names may take two lines, so that on a phone the numbers fit. */}
              <tr className="bg-base-200 align-bottom text-base-content max-sm:text-xs">
                <th scope="col" className="sticky left-0 bg-base-200">
                  Day (UTC)
                </th>
                {metrics.map((m) => (
                  <th key={m.key} scope="col" className="text-right whitespace-normal">
                    {m.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst.map(({ day, i }) => (
                <tr key={day}>
                  <th
                    scope="row"
                    className="sticky left-0 bg-base-100 font-semibold whitespace-nowrap"
                  >
                    {formatDate(Date.parse(day), 'utc')}
                  </th>
                  {metrics.map((m) => (
                    <td key={m.key} className="text-right tabular-nums">
                      {m.format(stats[m.key][i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TitledSection>
    </>
  )
}
