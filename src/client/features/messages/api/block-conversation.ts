import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'

/** Stops the other side's messages to the caller (docs/decisions/0067-messages.md). */
export const blockConversation = (id: string) =>
  post<{ blocked: true }>(apiPath`/api/conversations/${id}/block`)

export const useBlockConversation = () => useApiMutation(blockConversation)
