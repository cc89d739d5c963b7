import { useQuery } from '@tanstack/react-query'
import type { Conversation } from '#shared/messages'
import { apiQuery } from './api-query'
import { apiFetch } from './http'
import { conversationListKey } from './query-keys'

export const getConversations = (signal?: AbortSignal) =>
  apiFetch<Conversation[]>('/api/conversations', { signal })

export const conversationsQueryOptions = () => apiQuery(conversationListKey, getConversations)

/** The signed-in person's conversations, newest activity first (docs/api.md "Messages"). */
export const useConversations = () => useQuery(conversationsQueryOptions())
