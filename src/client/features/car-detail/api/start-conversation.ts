import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewConversation } from '#shared/messages'
import { apiFetch } from '../../../api/http'
import { conversationsKey } from '../../../api/query-keys'

/**
 * POST /api/conversations: the first message about a car (or the next one, appended to
 * the conversation that exists). 403 says why not (unconfirmed e-mail, own car, blocked).
 */
export const startConversation = (body: NewConversation) =>
  apiFetch<{ conversationId: string }>('/api/conversations', { method: 'POST', json: body })

export function useStartConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startConversation,
    // The inbox gains (or moves up) this conversation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  })
}
