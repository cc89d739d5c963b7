import type { Message } from '#shared/messages'
import type { messages } from '../../db/schema'
import { sameSide } from './sides'

/**
 * A message as `me` sees it, in a thread and in the event stream of a conversation whose buyer
 * is `buyerId`: "from me" is from my side (a dealer's people answer as one). The scam shield's
 * note goes to the other side only: a scammer is not told which words gave them away
 * (docs/decisions/0086-the-scam-shield-in-messages.md).
 */
export const messageToWire = (
  m: typeof messages.$inferSelect,
  me: string,
  buyerId: string,
): Message => {
  const mine = sameSide(m.senderId, me, buyerId)
  return {
    _id: m.id,
    fromMe: mine,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
    warning: mine ? null : m.warning,
  }
}
