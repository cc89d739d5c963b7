import { signedInLoader } from '../../api/signed-in-loader'
import { EmptyState } from '../../components/empty-state'
import { PageTitle } from '../../components/page-title'
import { QueryAnswer } from '../../components/query-answer'
import { notificationHistoryQueryOptions, useNotificationHistory } from './api/get-notifications'
import { useMarkRead } from './api/mark-read'
import { MarkAllRead } from './mark-all-read'
import { NotificationItem } from './notification-item'

export const loader = signedInLoader('anyone', (client) => {
  void client.prefetchInfiniteQuery(notificationHistoryQueryOptions())
})

/** Every notification of the signed-in person, newest first, 20 at a time. */
function NotificationsPage() {
  const history = useNotificationHistory()
  const markRead = useMarkRead()
  const items = history.data?.pages.flatMap((p) => p.items) ?? []
  const unread = history.data?.pages[0]?.unread ?? 0

  return (
    <div className="max-w-3xl">
      <PageTitle title="Notifications" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Notifications</h1>
          <p className="mt-1 text-base-content/75">
            {unread > 0 ? `${unread} unread.` : 'You are all caught up.'}
          </p>
        </div>
        <MarkAllRead unread={unread} markRead={markRead} className="btn-outline btn-sm" />
      </div>
      <QueryAnswer query={history} what="your notifications">
        {() =>
          items.length === 0 ? (
            <EmptyState className="mt-6" title="Nothing yet">
              Bookings, payments and messages will show up here.
            </EmptyState>
          ) : (
            <>
              <ul className="mt-6 divide-y divide-base-300 overflow-hidden rounded-box border border-base-300 bg-base-100">
                {items.map((n) => (
                  <li key={n._id}>
                    <NotificationItem n={n} onOpen={() => !n.readAt && markRead.mutate([n._id])} />
                  </li>
                ))}
              </ul>
              {history.hasNextPage && (
                <div className="mt-4 text-center">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={history.isFetchingNextPage}
                    onClick={() => void history.fetchNextPage()}
                  >
                    Show older
                  </button>
                </div>
              )}
            </>
          )
        }
      </QueryAnswer>
    </div>
  )
}

export { NotificationsPage as Component }
