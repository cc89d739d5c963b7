type Props = {
  /** Nothing shows at 0. */
  count: number
  /**
   * What the count is of, read after it ("3 unread"), for a badge inside a link's or button's
   * name. Without it the badge is hidden from screen readers and shows at most 99+: it sits on a
   * round bar button (`barBadge`), whose own name says the count.
   */
  label?: string
  /** Where it sits: spacing, or `barBadge`. */
  className?: string
}

/**
 * How many there are (unread, saved, set) in a small primary badge: one look everywhere. The
 * navbar's saved count makes this first-load code: keep it small.
 */
export function CountBadge({ count, label, className = '' }: Props) {
  if (count <= 0) return null
  if (!label) {
    return (
      <span className={`badge badge-xs badge-primary ${className}`} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    )
  }
  return (
    <span className={`badge badge-sm badge-primary ${className}`}>
      {count}
      <span className="sr-only">{` ${label}`}</span>
    </span>
  )
}
