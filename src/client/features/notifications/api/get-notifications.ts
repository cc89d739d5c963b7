import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { NotificationPage } from '#shared/notifications'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

export const getNotifications = (before?: string, signal?: AbortSignal) =>
  apiFetch<NotificationPage>(
    before ? apiPath`/api/notifications?before=${before}` : '/api/notifications',
    { signal },
  )

export const notificationsQueryOptions = () =>
  apiQuery(['notifications'], (signal) => getNotifications(undefined, signal))

/** The newest 20 of the signed-in person's notifications and how many are unread (the bell). */
export function useNotifications() {
  return useQuery(notificationsQueryOptions())
}

/** Every notification, 20 at a time, for the Notifications page. */
export const notificationHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'history'],
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // A full page (NOTIFICATIONS_PAGE, not imported: its module brings zod) may have more after it.
    getNextPageParam: (last) => (last.items.length === 20 ? last.items.at(-1)?._id : undefined),
  })

export const useNotificationHistory = () => useInfiniteQuery(notificationHistoryQueryOptions())
