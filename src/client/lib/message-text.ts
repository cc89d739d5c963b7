/**
 * A message's words checked as the server checks them (src/shared/messages.ts), by hand: the
 * pages that write messages must not bring zod with them.
 */
export const MESSAGE_MAX = 2000

/** What is wrong with a message's text, or null when it can be sent. */
export function messageTextError(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return 'Write a message'
  if (trimmed.length > MESSAGE_MAX) return 'Keep it under 2,000 characters'
  return null
}

/** Shown once a message is this close to the limit. */
export const showCounter = (text: string) => text.length > MESSAGE_MAX - 200
