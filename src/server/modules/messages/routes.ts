import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '#shared/errors'
import {
  blockedSchema,
  conversationCreatedSchema,
  conversationListSchema,
  conversationUnreadSchema,
  messageListSchema,
  messageSchema,
  messagesQuerySchema,
  newConversationSchema,
  newMessageSchema,
} from '#shared/messages'
import type { Guards } from '../../auth/guards'
import type { MessagesService } from './service'

const idParams = z.object({ id: z.uuid({ message: 'Conversation not found' }) })
const refusals = { 403: errorSchema, 404: errorSchema, 409: errorSchema }

/** docs/api.md "Messages". */
export const messageRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService
  guards: Guards
}> = async (app, { messages, guards }) => {
  // Counted per sender, once the guard knows who it is (people share addresses).
  const writing = {
    onRequest: guards.signedIn,
    config: {
      rateLimit: {
        max: 30,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: async (req: Parameters<Guards['user']>[0]) =>
          `messages:${(await guards.user(req)).id}`,
      },
    },
  }

  app.post(
    '/conversations',
    {
      ...writing,
      schema: {
        tags: ['messages'],
        body: newConversationSchema,
        response: { 201: conversationCreatedSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const conversationId = await messages.start(req.body, await guards.user(req))
      return reply.code(201).send({ conversationId })
    },
  )

  app.get(
    '/conversations',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['messages'], response: { 200: conversationListSchema } },
    },
    async (req) => messages.list(await guards.user(req)),
  )

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['messages'],
        params: idParams,
        querystring: messagesQuerySchema,
        response: { 200: messageListSchema, 404: errorSchema },
      },
    },
    async (req) => messages.messages(req.params.id, await guards.user(req), req.query.before),
  )

  app.post(
    '/conversations/:id/messages',
    {
      ...writing,
      schema: {
        tags: ['messages'],
        params: idParams,
        body: newMessageSchema,
        response: { 201: messageSchema, ...refusals },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await messages.send(req.params.id, req.body.text, await guards.user(req))),
  )

  app.post(
    '/conversations/:id/read',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['messages'],
        params: idParams,
        response: { 200: conversationUnreadSchema, 404: errorSchema },
      },
    },
    async (req) => ({ unread: await messages.read(req.params.id, await guards.user(req)) }),
  )

  app.post(
    '/conversations/:id/block',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['messages'],
        params: idParams,
        response: { 200: blockedSchema, 404: errorSchema },
      },
    },
    async (req) => {
      await messages.block(req.params.id, await guards.user(req))
      return { blocked: true as const }
    },
  )
}
