import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { barBadge } from '../../components/bar-badge'
import { barButton } from '../../components/bar-button'
import { CountBadge } from '../../components/count-badge'
import { BellIcon } from '../../components/icons'
import { paths } from '#shared/paths'
import { useNotifications } from './api/get-notifications'
import { useMarkRead } from './api/mark-read'
import { MarkAllRead } from './mark-all-read'
import { NotificationItem } from './notification-item'
import { useLiveNotifications } from './use-live-notifications'

/** The navbar's bell: how many notifications are unread, and a panel with the newest. */
function NotificationBell() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const box = useRef<HTMLDivElement>(null)
  const { data } = useNotifications()
  const markRead = useMarkRead()
  useLiveNotifications()
  const unread = data?.unread ?? 0

  // A click elsewhere or Escape closes the panel.
  useEffect(() => {
    if (!open) return
    const away = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', away)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('mousedown', away)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        className={`${barButton} relative`}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        <CountBadge count={unread} className={barBadge} />
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-box border border-base-300 bg-base-100 shadow-xl sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-base-300 px-4 py-3">
            <h2 className="font-semibold">Notifications</h2>
            <MarkAllRead unread={unread} markRead={markRead} className="btn-ghost btn-xs" />
          </div>
          {data && data.items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-base-content/70">
              Nothing yet. Bookings, payments and messages will show up here.
            </p>
          ) : (
            <ul className="divide-y divide-base-300">
              {data?.items.map((n) => (
                <li key={n._id}>
                  <NotificationItem
                    n={n}
                    onOpen={() => {
                      setOpen(false)
                      if (!n.readAt) markRead.mutate([n._id])
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.notifications.to()}
            className="block border-t border-base-300 px-4 py-3 text-center text-sm font-semibold text-primary hover:bg-base-200"
            onClick={() => setOpen(false)}
          >
            See all notifications
          </Link>
        </div>
      )}
    </div>
  )
}

export { NotificationBell as Component }
