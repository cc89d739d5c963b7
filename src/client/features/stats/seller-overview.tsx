import type { SellerStats } from '#shared/stats'
import { NumberCell, StackedTable } from '../../components/stacked-table'
import { formatNumber } from '../../lib/format-price'
import { stackedTable as st } from '../../lib/stacked-table'
import { QueryAnswer } from '../../components/query-answer'
import { TitledSection } from '../../components/titled-section'
import { useSellerStats } from './api/get-seller-stats'
import { LineCharts } from './line-chart'

const metrics = [
  { key: 'views', title: 'Views', colour: 'primary' },
  { key: 'saves', title: 'Saves', colour: 'secondary' },
  { key: 'conversations', title: 'Conversations', colour: 'info' },
  { key: 'bookings', title: 'Bookings', colour: 'success' },
  { key: 'offers', title: 'Offers', colour: 'warning' },
  { key: 'leads', title: 'Leads', colour: 'neutral' },
] as const

/**
 * A seller's numbers: a chart per metric over all their cars, and a table per car. Leads are
 * shown to a dealer's owner only: a private seller's cars never draw one (docs/api.md "Leads").
 */
export function SellerOverview() {
  const stats = useSellerStats()
  return (
    <QueryAnswer query={stats} what="your numbers">
      {(data) => <SellerNumbers stats={data} />}
    </QueryAnswer>
  )
}

function SellerNumbers({ stats }: { stats: SellerStats }) {
  const { days, total, cars, dealer } = stats
  const shown = dealer ? metrics : metrics.filter((m) => m.key !== 'leads')
  return (
    <>
      <LineCharts
        heading="Per day, all your cars"
        intro={
          <>
            The charts show every day over all your cars; the table below gives each car’s totals.
            {dealer && ' Leads are every first message, test-drive request, offer and payment.'}
          </>
        }
        metrics={shown}
        days={days}
        valuesOf={(key) => total[key]}
      />
      <TitledSection id="overview-cars" title="Your cars" className="mt-8">
        {cars.length === 0 ? (
          <p className="mt-3 rounded-box border border-base-300 px-4 py-10 text-center text-base-content/70">
            No listings yet. Add a car and its numbers appear here.
          </p>
        ) : (
          <StackedTable
            caption="Each car’s totals over the last 30 days"
            className="mt-3"
            columns={['Car', ...shown.map((m) => ({ label: m.title, numeric: true }))]}
          >
            {cars.map((car) => (
              <tr key={car._id} className={st.row}>
                <th scope="row" className={`font-semibold ${st.text} ${st.titleCell}`}>
                  {car.name}
                </th>
                {shown.map((m) => (
                  <NumberCell key={m.key} label={m.title}>
                    {formatNumber(car[m.key])}
                  </NumberCell>
                ))}
              </tr>
            ))}
          </StackedTable>
        )}
      </TitledSection>
    </>
  )
}
