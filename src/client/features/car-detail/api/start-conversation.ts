import type { NewConversation } from '#shared/messages'
import { post } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { conversationsKey } from '../../../api/query-keys'

/**
 * POST /api/conversations: the first message about a car (or the next one, appended to
 * the conversation that exists). 403 says why not (unconfirmed e-mail, own car, blocked).
 */
export const startConversation = (body: NewConversation) =>
  post<{ conversationId: string }>('/api/conversations', body)

// The inbox gains (or moves up) this conversation.
export const useStartConversation = () =>
  useApiMutation(startConversation, invalidate(conversationsKey))
