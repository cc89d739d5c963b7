import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { Message } from '#shared/messages'
import { apiPath } from '../../../api/api-call'
import { apiFetch } from '../../../api/http'
import { conversationMessagesKey } from '../../../api/query-keys'

// MESSAGES_PAGE, not imported: its module brings zod.
const PAGE = 50

export const getMessages = (id: string, before?: string, signal?: AbortSignal) =>
  apiFetch<Message[]>(
    before
      ? apiPath`/api/conversations/${id}/messages?before=${before}`
      : apiPath`/api/conversations/${id}/messages`,
    { signal },
  )

/**
 * A conversation's messages, 50 at a time from the newest back: each page is oldest first, and
 * the "next" page is the one before it (docs/decisions/0067-messages.md).
 */
export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: conversationMessagesKey(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.length === PAGE ? page[0]?._id : undefined),
  })

export const useMessages = (id: string) => useInfiniteQuery(messagesQueryOptions(id))
