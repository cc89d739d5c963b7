import { Link } from 'react-router'
import type { Conversation } from '#shared/messages'
import { signedInLoader } from '../../api/signed-in-loader'
import { BrowseCarsLink } from '../../components/browse-cars-link'
import { BoxList } from '../../components/box-list'
import { CarThumb } from '../../components/car-thumb'
import { CountBadge } from '../../components/count-badge'
import { EmptyState } from '../../components/empty-state'
import { LocalTime } from '../../components/local-time'
import { PageHeading } from '../../components/page-heading'
import { QueryAnswer } from '../../components/query-answer'
import { paths } from '#shared/paths'
import { conversationsQueryOptions, useConversations } from '../../api/get-conversations'

export const loader = signedInLoader('anyone', (client) => {
  void client.prefetchQuery(conversationsQueryOptions())
})

/** The signed-in person's conversations about cars, newest activity first. */
function InboxPage() {
  const conversations = useConversations()
  return (
    <div className="max-w-3xl">
      <PageHeading title="Inbox" />
      <p className="mt-1 text-base-content/80">Your conversations about cars, latest first.</p>
      <QueryAnswer
        query={conversations}
        what="your messages"
        empty={
          <EmptyState className="mt-6" title="No messages yet" action={<BrowseCarsLink />}>
            Ask a seller about a car from its page.
          </EmptyState>
        }
      >
        {(data) => (
          <BoxList items={data} className="mt-6 overflow-hidden bg-base-100">
            {(c) => <ConversationRow conversation={c} />}
          </BoxList>
        )}
      </QueryAnswer>
    </div>
  )
}

function ConversationRow({ conversation: c }: { conversation: Conversation }) {
  return (
    <Link
      to={paths.conversation.to(c._id)}
      className={`flex items-center gap-3 px-3 py-3 hover:bg-base-200 sm:px-4 ${c.unread ? 'bg-primary/5' : ''}`}
    >
      {c.car.image ? (
        <CarThumb src={c.car.image} width={64} />
      ) : (
        <span className="h-12 w-16 shrink-0 rounded-field bg-base-200" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          {/* A dealer's name in full, wrapping on a phone rather than cut short. */}
          <span className={`min-w-0 wrap-break-word ${c.unread ? 'font-bold' : 'font-semibold'}`}>
            {c.other.name}
          </span>
          {c.lastMessage && (
            <span className="shrink-0 text-xs text-base-content/70">
              <LocalTime iso={c.lastMessage.createdAt} />
            </span>
          )}
        </span>
        <span className="block truncate text-sm text-base-content/75">{c.car.carName}</span>
        <span className="flex items-center justify-between gap-2">
          <span className="block min-w-0 truncate text-sm">
            {c.lastMessage ? `${c.lastMessage.fromMe ? 'You: ' : ''}${c.lastMessage.text}` : ''}
          </span>
          <CountBadge count={c.unread} label="unread" className="shrink-0" />
        </span>
      </span>
    </Link>
  )
}

export { InboxPage as Component }
