import { Link } from 'react-router'
import { barBadge } from '../../components/bar-badge'
import { barButton } from '../../components/bar-button'
import { CountBadge } from '../../components/count-badge'
import { EnvelopeIcon } from '../../components/icons'
import { useHydrated } from '../../lib/use-hydrated'
import { paths } from '#shared/paths'
import { useConversations } from '../../api/get-conversations'

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
      <CountBadge count={unread} className={barBadge} />
    </Link>
  )
}

export { InboxLink as Component }
