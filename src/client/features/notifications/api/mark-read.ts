import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationPage, Unread } from '#shared/notifications'
import { apiFetch } from '../../../api/http'
import { notificationHistoryQueryOptions, notificationsQueryOptions } from './get-notifications'

export const markRead = (ids?: string[]) =>
  apiFetch<Unread>('/api/notifications/read', { method: 'POST', json: ids ? { ids } : {} })

/** Marks these notifications (or all) read, in the list as soon as the server has. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }, ids) => {
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
    },
  })
}
