import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Notification, NotificationPage } from '#shared/notifications'
import {
  bookingsKey,
  carsKey,
  conversationListKey,
  conversationMessagesKey,
  leadsKey,
  offersKey,
} from '../../api/query-keys'
import { getSession, replaceSession } from '../../api/get-session'
import { notificationHistoryQueryOptions, notificationsQueryOptions } from './api/get-notifications'

/**
 * Keeps the notifications list current from GET /api/events: each new one goes on top and
 * counts as unread (and a fetch of the list under way then is asked again, or its older answer
 * would drop it). News of a booking or a payment (the other side answered, paid...) also marks
 * the bookings lists stale, and the cars, whose status follows their booking; news of an offer
 * marks the offers stale; news of a dealer's lead (a new one, one left waiting) marks the Leads
 * inbox stale, so it shows a new lead without a reload. A new message (`message` events) marks
 * the inbox and that conversation's messages stale. The browser's EventSource reconnects by
 * itself, naming the last event it had, and the server sends what was missed; a stream with no
 * event yet starts at its opening, so the notifications and the inbox are fetched again then.
 * The server ends the stream when its session ends (signed out in another tab, suspended,
 * deleted): the reconnection is refused, EventSource gives up, and the page signs out as it
 * does on Log Out, if the server says nobody is signed in.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/events')
    // A stream that names no last event (the first, or a reconnection before any event came)
    // starts at its opening: what came before it, since the lists were loaded, is fetched again.
    // Once an event has come, a reconnection names it and the server sends what was missed.
    let positioned = false
    const heard = (event: Event) => {
      if ((event as MessageEvent).lastEventId) positioned = true
    }
    source.addEventListener('open', () => {
      if (positioned) return
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey })
      void queryClient.invalidateQueries({ queryKey: conversationListKey })
    })
    source.addEventListener('notification', (event) => {
      heard(event)
      const item = JSON.parse((event as MessageEvent<string>).data) as Notification
      const listKey = notificationsQueryOptions().queryKey
      queryClient.setQueryData(listKey, (page?: NotificationPage) =>
        page && !page.items.some((n) => n._id === item._id)
          ? { items: [item, ...page.items], unread: page.unread + 1 }
          : page,
      )
      // A list asked for before this news was recorded would answer without it: that answer is
      // dropped and the list asked for again.
      if (queryClient.isFetching({ queryKey: listKey }) > 0) {
        void queryClient.invalidateQueries({ queryKey: listKey })
      }
      void queryClient.invalidateQueries({ queryKey: notificationHistoryQueryOptions().queryKey })
      if (/^(booking|payment)\./.test(item.kind)) {
        void queryClient.invalidateQueries({ queryKey: bookingsKey })
        void queryClient.invalidateQueries({ queryKey: carsKey })
      }
      // The other side answered an offer: the Offers tabs and the car page's offer are stale,
      // and an accepted one changed the buyer's booking's price.
      if (item.kind.startsWith('offer.')) {
        void queryClient.invalidateQueries({ queryKey: offersKey })
        if (item.kind === 'offer.accepted') {
          void queryClient.invalidateQueries({ queryKey: bookingsKey })
        }
      }
      if (item.kind.startsWith('lead.')) {
        void queryClient.invalidateQueries({ queryKey: leadsKey })
      }
    })
    source.addEventListener('message', (event) => {
      heard(event)
      // 'message' is also the type of an unnamed event: only a conversation's news counts.
      const { conversationId } = JSON.parse((event as MessageEvent<string>).data) as {
        conversationId?: unknown
      }
      if (typeof conversationId !== 'string') return
      void queryClient.invalidateQueries({ queryKey: conversationListKey })
      void queryClient.invalidateQueries({ queryKey: conversationMessagesKey(conversationId) })
    })
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return
      getSession().then(
        ({ user }) => (user ? undefined : replaceSession(queryClient, null)),
        () => undefined,
      )
    })
    return () => source.close()
  }, [queryClient])
}
