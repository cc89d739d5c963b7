import type { useMarkRead } from './api/mark-read'

type Props = {
  unread: number
  /** The bell's or the page's one call, so that the button waits while any of it is sent. */
  markRead: ReturnType<typeof useMarkRead>
  /** Its look: small in the bell's panel, outlined on the page. */
  className: string
}

/** "Mark all read", in the bell's panel and on the Notifications page: idle when none is unread. */
export function MarkAllRead({ unread, markRead, className }: Props) {
  return (
    <button
      type="button"
      className={`btn ${className}`}
      disabled={unread === 0 || markRead.isPending}
      onClick={() => markRead.mutate(undefined)}
    >
      Mark all read
    </button>
  )
}
