import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { Message } from '#shared/messages'
import { apiFetch } from '../../../api/http'
import { conversationListKey, conversationMessagesKey } from '../../../api/query-keys'

export const sendMessage = ({ id, text }: { id: string; text: string }) =>
  apiFetch<Message>(`/api/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    json: { text },
  })

/** Writes in a conversation; the message joins the newest page at once. */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { id }) => {
      queryClient.setQueryData(
        conversationMessagesKey(id),
        (data?: InfiniteData<Message[], string | undefined>) => {
          const [newest, ...older] = data?.pages ?? []
          if (!data || !newest || newest.some((m) => m._id === message._id)) return data
          return { ...data, pages: [[...newest, message], ...older] }
        },
      )
      void queryClient.invalidateQueries({ queryKey: conversationListKey })
    },
  })
}
