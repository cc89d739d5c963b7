import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Conversation } from '#shared/messages'
import { apiFetch } from '../../../api/http'
import { conversationListKey } from '../../../api/query-keys'

export const markConversationRead = (id: string) =>
  apiFetch<{ unread: number }>(`/api/conversations/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  })

/** Marks the other side's messages read; the inbox stops counting them. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_, id) =>
      queryClient.setQueryData(conversationListKey, (list?: Conversation[]) =>
        list?.map((c) => (c._id === id ? { ...c, unread: 0 } : c)),
      ),
  })
}
