import type { Conversation } from '#shared/messages'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { conversationListKey } from '../../../api/query-keys'

export const markConversationRead = (id: string) =>
  post<{ unread: number }>(apiPath`/api/conversations/${id}/read`)

/** Marks the other side's messages read; the inbox stops counting them. */
export const useMarkConversationRead = () =>
  useApiMutation(markConversationRead, (queryClient, _, id) =>
    queryClient.setQueryData(conversationListKey, (list?: Conversation[]) =>
      list?.map((c) => (c._id === id ? { ...c, unread: 0 } : c)),
    ),
  )
