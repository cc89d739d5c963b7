import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartProps } from './line-chart'

const HEIGHT = 180
/** Whole-number steps for the y axis: counts have no halves. */
const steps = [1, 10, 100, 1000, 10_000, 100_000].flatMap((m) => [m, 2 * m, 5 * m])

/** The axes' values, in CSS pixels (uPlot scales it for the screen). */
const FONT = '12px system-ui, -apple-system, sans-serif'

/**
 * The y axis as wide as its longest value ($12,500 takes more room than 12), so the axis's title
 * never runs over the values: the ticks, the gap and the text.
 */
const fitValues: uPlot.Axis.Size = (chart, values, index) => {
  const axis = chart.axes[index]!
  const longest = (values ?? []).reduce((a, v) => (v.length > a.length ? v : a), '')
  chart.ctx.font = FONT
  const room = (axis.ticks?.size ?? 10) + (axis.gap ?? 5)
  return Math.ceil(room + chart.ctx.measureText(longest).width)
}

/** A theme colour (src/client/styles.css), as the page's CSS has it. */
const themeColour = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(`--color-${name}`).trim() || '#2563eb'

/**
 * One series per UTC day as a line, uPlot drawing on a canvas as wide as its box: a
 * ResizeObserver follows the box (a phone's 375 px as well as a desktop's card).
 */
export default function UplotChart({ days, values, label, colour, format }: ChartProps) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const text = themeColour(element, 'base-content')
    const grid = themeColour(element, 'base-300')
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } }
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        // Days are UTC days: their ticks are labelled in UTC, whatever the browser's zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { y: false },
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
        axes: [
          { ...axis, label: 'Day (UTC)', labelSize: 20, size: 36 },
          {
            ...axis,
            label,
            labelSize: 20,
            font: FONT,
            size: fitValues,
            incrs: steps,
            // The values as the page writes them: "$25,000" for money.
            values: (_u, splits) => splits.map(format),
          },
        ],
        series: [
          {},
          {
            label,
            stroke: themeColour(element, colour),
            fill: `color-mix(in srgb, ${themeColour(element, colour)} 12%, transparent)`,
            width: 2,
            points: { show: days.length <= 31 },
          },
        ],
      },
      [days.map((d) => Date.parse(d) / 1000), values],
      element,
    )
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days, values, label, colour, format])

  return <div ref={box} className="w-full" />
}
