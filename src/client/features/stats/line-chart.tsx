import { lazy, Suspense, useId, type ReactNode } from 'react'
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

/** A number the Overview follows: its title (the y axis's label too), colour and how it is written. */
type Metric<K extends string> = {
  key: K
  title: string
  colour: string
  format?: (n: number) => string
}

/**
 * A metric per day as a line chart with its caption and total. The chart is a picture for
 * sighted people only: the page's table below says the same in text, so it is hidden from
 * assistive technology. The server and the first render leave its place empty (uPlot draws on
 * a canvas in the browser).
 */
function LineChart({
  metric: { title, colour, format = formatNumber },
  days,
  values,
}: {
  metric: Metric<string>
  days: string[]
  values: number[]
}) {
  const hydrated = useHydrated()
  const total = values.reduce((sum, n) => sum + n, 0)
  return (
    <figure className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-base-content/75">
          {format(total)} in {days.length} days
        </span>
      </figcaption>
      <div className="mt-2 h-[180px]" aria-hidden="true" data-chart={title}>
        {hydrated && (
          <Suspense fallback={null}>
            <UplotChart days={days} values={values} label={title} colour={colour} format={format} />
          </Suspense>
        )}
      </div>
    </figure>
  )
}

/**
 * The Overview's charts, a metric each, two a row from md up, under a heading for screen readers
 * only and a line saying where the same numbers are in text.
 */
export function LineCharts<K extends string>({
  heading,
  intro,
  metrics,
  days,
  valuesOf,
}: {
  heading: string
  intro: ReactNode
  metrics: readonly Metric<K>[]
  days: string[]
  valuesOf: (key: K) => number[]
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <p className="text-sm text-base-content/75">{intro}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {metrics.map((m) => (
          <LineChart key={m.key} metric={m} days={days} values={valuesOf(m.key)} />
        ))}
      </div>
    </section>
  )
}
