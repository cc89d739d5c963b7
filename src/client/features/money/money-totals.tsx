import { formatPrice } from '../../lib/format-price'

export type Total = {
  label: string
  amount: number
  /** What the sum is, in a few words. */
  note: string
}

/** A Money page's sums, one box each: the label, the amount, and what it counts. */
export function MoneyTotals({ title, totals }: { title: string; totals: Total[] }) {
  return (
    <section aria-label={title} className="mt-6">
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-3">
        {totals.map((total) => (
          <div
            key={total.label}
            className="rounded-box border border-base-300 bg-base-100 px-4 py-3"
          >
            <dt className="text-sm font-semibold text-base-content/75">{total.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tracking-tight tabular-nums">
              {formatPrice(total.amount)}
            </dd>
            <dd className="text-xs text-base-content/70">{total.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
