import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NotificationPage } from '#shared/notifications'
import { apiFetch } from '../../../api/http'

export const getNotifications = (signal?: AbortSignal) =>
  apiFetch<NotificationPage>('/api/notifications', { signal })

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
  })

/** The newest 20 of the signed-in person's notifications and how many are unread. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions())
}
