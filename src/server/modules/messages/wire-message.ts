import type { Message } from '../../../shared/messages'
import type { messages } from '../../db/schema'

/**
 * A message as `me` sees it, in a thread and in the event stream. The scam shield's note goes
 * to the recipient only: a scammer is not told which words gave them away (docs/decisions.md
 * "The scam shield in messages").
 */
export const messageToWire = (m: typeof messages.$inferSelect, me: string): Message => ({
  _id: m.id,
  fromMe: m.senderId === me,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
  warning: m.senderId === me ? null : m.warning,
})
