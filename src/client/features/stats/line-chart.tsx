import { lazy, Suspense } from 'react'
import { formatNumber } from '../../lib/format-price'
import { useHydrated } from '../../lib/use-hydrated'

export interface ChartProps {
  /** UTC days, `YYYY-MM-DD`, oldest first. */
  days: string[]
  values: number[]
  /** What is counted: the y axis's label. */
  label: string
  /** A theme colour's name (src/client/styles.css): primary, secondary, info, ... */
  colour: string
  /** How a value is written (the total, the y axis): a count, or money. */
  format: (n: number) => string
}

// uPlot is loaded with the first chart: only the Overview pages ever download it.
const UplotChart = lazy(() => import('./uplot-chart'))

/**
 * A metric per day as a line chart with its caption and total. The chart is a picture for
 * sighted people only: the page's table below says the same in text, so it is hidden from
 * assistive technology. The server and the first render leave its place empty (uPlot draws on
 * a canvas in the browser).
 */
export function LineChart({
  title,
  ...chart
}: Omit<ChartProps, 'format'> & { title: string; format?: (n: number) => string }) {
  const format = chart.format ?? formatNumber
  const hydrated = useHydrated()
  const total = chart.values.reduce((sum, n) => sum + n, 0)
  return (
    <figure className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-base-content/75">
          {format(total)} in {chart.days.length} days
        </span>
      </figcaption>
      <div className="mt-2 h-[180px]" aria-hidden="true" data-chart={title}>
        {hydrated && (
          <Suspense fallback={null}>
            <UplotChart {...chart} format={format} />
          </Suspense>
        )}
      </div>
    </figure>
  )
}

/** A chart per metric, two a row from md up, each titled (and its y axis labelled) by the metric. */
export function LineCharts<K extends string>({
  metrics,
  days,
  valuesOf,
}: {
  metrics: readonly { key: K; title: string; colour: string; format?: (n: number) => string }[]
  days: string[]
  valuesOf: (key: K) => number[]
}) {
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      {metrics.map((m) => (
        <LineChart
          key={m.key}
          title={m.title}
          label={m.title}
          colour={m.colour}
          format={m.format}
          days={days}
          values={valuesOf(m.key)}
        />
      ))}
    </div>
  )
}
