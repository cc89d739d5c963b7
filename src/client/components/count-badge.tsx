type Props = {
  /** Nothing shows at 0. */
  count: number
  /**
   * What the count is of, read after it ("3 unread"), for a badge inside a link's or button's
   * name. Without it the badge sits on a corner of a round bar button, hidden from screen
   * readers: the button's own name says the count.
   */
  label?: string
  /** Spacing from what is beside it. */
  className?: string
}

/** How many there are (unread, saved, set) in a small primary badge: one look everywhere. */
export function CountBadge({ count, label, className = '' }: Props) {
  if (count <= 0) return null
  if (label === undefined) {
    return (
      <span
        className="badge badge-xs badge-primary absolute -top-0.5 -right-0.5 min-w-4 px-1 sm:top-0.5 sm:right-0.5"
        aria-hidden="true"
      >
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
