import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  markReadSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  unreadSchema,
} from '#shared/notifications'
import type { Guards } from '../../auth/guards'
import type { EventStreams } from './event-stream'
import type { NotificationsService } from './service'

/** docs/api.md "Notifications": a person's own notifications, and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService
  events: EventStreams
  guards: Guards
}> = async (app, { notifications, events, guards }) => {
  // text/event-stream: `notification` and `message` events, each with its id; a browser's EventSource
  // reconnects by itself and names the last id it had (Last-Event-ID).
  app.get(
    '/events',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['notifications'],
        headers: z
          .object({
            'last-event-id': z
              .string()
              .regex(/^\d{1,15}(-\d{1,15}){0,3}$/)
              .optional(),
          })
          .loose(),
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('A stream of server-sent events') },
      },
    },
    async (req, reply) => {
      const lastEventId = req.headers['last-event-id'] ?? ''
      await events.open(reply, await guards.user(req), lastEventId)
    },
  )

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
