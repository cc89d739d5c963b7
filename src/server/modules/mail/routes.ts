import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listWindowSchema } from '#shared/lists'
import { outboxListSchema } from '#shared/mail'
import type { Guards } from '../../auth/guards'
import type { MailService } from './service'

/** GET /api/admin/outbox (docs/api.md "Account and e-mail"): every e-mail, newest first. */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService; guards: Guards }> = async (
  app,
  { mail, guards },
) => {
  app.get(
    '/admin/outbox',
    {
      onRequest: guards.role('admin'),
      schema: {
        tags: ['admin'],
        querystring: listWindowSchema,
        response: { 200: outboxListSchema },
      },
    },
    (req) => mail.list(req.query),
  )
}
