/**
 * Five star glyphs, `value` of them filled (rounded to the nearest whole star). Decorative: the
 * rating is always said in words beside them too.
 */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(value)))
  return (
    <span aria-hidden="true" className={`whitespace-nowrap text-amber-600 ${className}`}>
      {'★'.repeat(filled)}
      <span className="text-base-content/25">{'★'.repeat(5 - filled)}</span>
    </span>
  )
}

/** An average as the API sends it (one decimal), always with its decimal: 4 -> "4.0". */
export const formatAverage = (average: number) => average.toFixed(1)
