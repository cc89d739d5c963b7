import { z } from 'zod'

/** What can happen to a person that the app tells them about (docs/api.md "Notifications"). */
export const notificationKinds = [
  'account.welcome',
  'account.verified',
  'booking.requested',
  'booking.proposed',
  'booking.accepted',
  'booking.declined',
  'booking.cancelled',
  'booking.expired',
  'booking.reminder',
  'booking.completed',
  'payment.received',
  'payment.receipt',
  'payment.held',
  'handover.requested',
  'handover.objected',
  'payment.captured',
  'payment.released',
  'payment.refunded',
  'payout.sent',
  'offer.received',
  'offer.countered',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  'offer.expired',
  'offer.closed',
  'review.received',
  'message.received',
  'lead.received',
  'lead.unanswered',
  'alert.match',
  'alert.price_drop',
  'report.resolved',
  'listing.hidden',
  'listing.restored',
  'listing.review',
  'listing.published',
  'account.suspended',
  'account.restored',
] as const
export type NotificationKind = (typeof notificationKinds)[number]

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A path of the app. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export type Notification = z.infer<typeof notificationSchema>

export const NOTIFICATIONS_PAGE = 20

/** GET /api/notifications?before=<_id of the last one shown>: the next 20, newest first. */
export const notificationsQuerySchema = z.object({ before: z.uuid().optional() })

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread in all, not only on this page. */
  unread: z.number(),
})
export type NotificationPage = z.infer<typeof notificationPageSchema>

/** POST /api/notifications/read: these, or (no `ids`) all of them. */
export const markReadSchema = z.object({ ids: z.array(z.uuid()).max(100).optional() })
export const unreadSchema = z.object({ unread: z.number() })
export type Unread = z.infer<typeof unreadSchema>
