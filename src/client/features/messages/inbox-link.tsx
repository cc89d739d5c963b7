import { Link } from 'react-router'
import { barButton } from '../../components/bar-button'
import { EnvelopeIcon } from '../../components/icons'
import { useHydrated } from '../../lib/use-hydrated'
import { paths } from '../../paths'
import { useConversations } from './api/get-conversations'

/**
 * The navbar's way to the inbox, with how many messages are unread in all. The bell's live
 * stream marks the conversations stale when one arrives, so the count follows without a reload.
 * The count waits for hydration: this lazy part of the bar hydrates after the page, whose open
 * thread may have marked its messages read by then (React #418 when the two renders differ).
 */
function InboxLink() {
  const hydrated = useHydrated()
  const count = useConversations().data?.reduce((sum, c) => sum + c.unread, 0) ?? 0
  const unread = hydrated ? count : 0
  return (
    <Link
      to={paths.inbox.to()}
      className={`${barButton} relative`}
      aria-label={unread ? `Inbox, ${unread} unread` : 'Inbox'}
    >
      <EnvelopeIcon />
      {unread > 0 && (
        <span
          className="badge badge-xs badge-primary absolute -top-0.5 -right-0.5 min-w-4 px-1 sm:top-0.5 sm:right-0.5"
          aria-hidden="true"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  )
}

export { InboxLink as Component }
