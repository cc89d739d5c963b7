import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'

/** Stops the other side's messages to the caller (decisions.md "Messages: the server first"). */
export const blockConversation = (id: string) =>
  apiFetch<{ blocked: true }>(`/api/conversations/${encodeURIComponent(id)}/block`, {
    method: 'POST',
  })

export const useBlockConversation = () => useMutation({ mutationFn: blockConversation })
