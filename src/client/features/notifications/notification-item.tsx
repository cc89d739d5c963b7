import { Link } from 'react-router'
import type { Notification } from '#shared/notifications'
import { LocalTime } from '../../components/local-time'

const when = (iso: string) => {
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  return `${Math.round(hours / 24)} d ago`
}

/** One notification, a link to what it is about; unread ones are tinted and dotted. */
export function NotificationItem({ n, onOpen }: { n: Notification; onOpen: () => void }) {
  return (
    <Link
      to={n.link}
      className={`block px-4 py-3 hover:bg-base-200 ${n.readAt ? '' : 'bg-primary/5'}`}
      onClick={onOpen}
    >
      <span className="flex items-start gap-2">
        {!n.readAt && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">Unread: </span>
          </span>
        )}
        <span className="min-w-0">
          <span className="block text-sm font-semibold">{n.title}</span>
          <span className="mt-0.5 block text-sm text-base-content/80">{n.body}</span>
          <span className="mt-1 block text-xs text-base-content/60">
            <LocalTime iso={n.createdAt} later={when} />
          </span>
        </span>
      </span>
    </Link>
  )
}
