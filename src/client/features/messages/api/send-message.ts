import type { InfiniteData } from '@tanstack/react-query'
import type { Message } from '#shared/messages'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { conversationListKey, conversationMessagesKey } from '../../../api/query-keys'

export const sendMessage = ({ id, text }: { id: string; text: string }) =>
  post<Message>(apiPath`/api/conversations/${id}/messages`, { text })

/** Writes in a conversation; the message joins the newest page at once. */
export const useSendMessage = () =>
  useApiMutation(sendMessage, (queryClient, message, { id }) => {
    queryClient.setQueryData(
      conversationMessagesKey(id),
      (data?: InfiniteData<Message[], string | undefined>) => {
        const [newest, ...older] = data?.pages ?? []
        if (!data || !newest || newest.some((m) => m._id === message._id)) return data
        return { ...data, pages: [[...newest, message], ...older] }
      },
    )
    void queryClient.invalidateQueries({ queryKey: conversationListKey })
  })
