import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'

/** Stops the other side's messages to the caller (docs/decisions/0067-messages.md). */
export const blockConversation = (id: string) =>
  apiFetch<{ blocked: true }>(`/api/conversations/${encodeURIComponent(id)}/block`, {
    method: 'POST',
  })

export const useBlockConversation = () => useMutation({ mutationFn: blockConversation })
