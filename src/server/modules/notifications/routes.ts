import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  markReadSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  unreadSchema,
} from '../../../shared/notifications'
import type { Guards } from '../../auth/guards'
import type { NotificationsService } from './service'

/** API.md "Notifications": a person's own notifications, and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService
  guards: Guards
}> = async (app, { notifications, guards }) => {
  app.get(
    '/notifications',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['notifications'],
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (req) => notifications.list((await guards.user(req)).id, req.query.before),
  )

  app.post(
    '/notifications/read',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['notifications'], body: markReadSchema, response: { 200: unreadSchema } },
    },
    async (req) => ({
      unread: await notifications.markRead((await guards.user(req)).id, req.body.ids),
    }),
  )
}
