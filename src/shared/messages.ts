import { z } from 'zod'
import { bookingStatuses, paymentStates, sides } from './bookings'
import { requiredText } from './text'

/** A message's words: text only, up to 2,000 characters (docs/api.md "Messages"). */
export const messageTextSchema = requiredText(
  'Write a message',
  2000,
  'Keep it under 2,000 characters',
)

/** POST /api/conversations: the first message about a car (or the next one, if one exists). */
export const newConversationSchema = z.object({
  car_id: z.uuid({ message: 'Unknown car' }),
  text: messageTextSchema,
})
export type NewConversation = z.infer<typeof newConversationSchema>
export const conversationCreatedSchema = z.object({ conversationId: z.string() })

export const newMessageSchema = z.object({ text: messageTextSchema })

export const messageSchema = z.object({
  _id: z.string(),
  fromMe: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /**
   * The scam shield's safety note (docs/api.md "Trust and safety"), for the recipient only: the
   * message asks for money off the site or gives contact details too early. Null otherwise.
   */
  warning: z.string().nullable(),
})
export type Message = z.infer<typeof messageSchema>
export const messageListSchema = z.array(messageSchema)

/** GET /api/conversations/{id}/messages?before=<_id of the oldest shown>: 50 older ones. */
export const messagesQuerySchema = z.object({ before: z.uuid().optional() })
export const MESSAGES_PAGE = 50

export const conversationSchema = z.object({
  _id: z.string(),
  /** The car asked about; `_id` and `image` are null once it is deleted. */
  car: z.object({ _id: z.string().nullable(), carName: z.string(), image: z.string().nullable() }),
  /** The caller's side: the buyer who asked, or the car's seller. */
  you: z.enum(sides),
  /**
   * The other side: to the buyer, the car's dealer or the seller's public name in full; to the
   * seller's side, the buyer's first name; "Deleted account" (`deleted`) once they closed it.
   */
  other: z.object({ name: z.string(), deleted: z.boolean() }),
  /** The buyer's latest booking of this car, if any: its state, shown in the thread. */
  booking: z
    .object({
      _id: z.string(),
      status: z.enum(bookingStatuses),
      payment: z.enum(paymentStates),
      appointmentAt: z.string().nullable(),
    })
    .nullable(),
  lastMessage: z
    .object({ text: z.string(), createdAt: z.string(), fromMe: z.boolean() })
    .nullable(),
  unread: z.number().int(),
})
export type Conversation = z.infer<typeof conversationSchema>
export const conversationListSchema = z.array(conversationSchema)

export const conversationUnreadSchema = z.object({ unread: z.number().int() })
export const blockedSchema = z.object({ blocked: z.literal(true) })
