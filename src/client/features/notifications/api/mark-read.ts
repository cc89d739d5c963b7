import type { NotificationPage, Unread } from '#shared/notifications'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { notificationHistoryQueryOptions, notificationsQueryOptions } from './get-notifications'

export const markRead = (ids?: string[]) =>
  post<Unread>('/api/notifications/read', ids ? { ids } : {})

/** Marks these notifications (or all) read, in the list as soon as the server has. */
export const useMarkRead = () =>
  useApiMutation(markRead, (queryClient, { unread }, ids) => {
    const now = new Date().toISOString()
    queryClient.setQueryData(notificationsQueryOptions().queryKey, (page?: NotificationPage) =>
      page
        ? {
            unread,
            items: page.items.map((n) =>
              !ids || ids.includes(n._id) ? { ...n, readAt: n.readAt ?? now } : n,
            ),
          }
        : page,
    )
    void queryClient.invalidateQueries({ queryKey: notificationHistoryQueryOptions().queryKey })
  })
