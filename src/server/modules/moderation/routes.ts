import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { carIdSchema } from '#shared/cars'
import { errorSchema } from '#shared/errors'
import { listWindowSchema } from '#shared/lists'
import {
  adminCarSchema,
  adminCarsQuerySchema,
  auditEntrySchema,
  hideCarSchema,
  newReportSchema,
  reportCreatedSchema,
  reportSchema,
  reportsQuerySchema,
  resolvedSchema,
  resolveReportSchema,
} from '#shared/moderation'
import type { Guards } from '../../auth/guards'
import { adminIdParams, doneSchema } from './admin-schemas'
import { adminList } from './admin-list'
import type { AuditService } from './audit'
import type { ModerationService } from './service'

/**
 * docs/api.md "Operating the marketplace": reports, and the admin's tools for listings and the
 * audit log (the admin's tools for people are the users module's).
 */
export const moderationRoutes: FastifyPluginAsyncZod<{
  moderation: ModerationService
  audit: AuditService
  guards: Guards
}> = async (app, { moderation, audit, guards }) => {
  const admin = guards.role('admin')

  app.post(
    '/reports',
    {
      onRequest: guards.signedIn,
      // Enough for an honest person on a bad day; a flood of reports is someone's weapon.
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['moderation'],
        body: newReportSchema,
        response: { 201: reportCreatedSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      const id = await moderation.report(req.body, await guards.user(req))
      return reply.code(201).send({ _id: id })
    },
  )

  adminList(app, admin, '/admin/reports', reportsQuerySchema, reportSchema, (query) =>
    moderation.reports(query.status, query),
  )

  app.post(
    '/admin/reports/:id/resolve',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        body: resolveReportSchema,
        response: {
          200: resolvedSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (req) => ({
      resolved: await moderation.resolve(
        req.params.id,
        req.body.action,
        req.body.note,
        await guards.user(req),
      ),
    }),
  )

  adminList(app, admin, '/admin/cars', adminCarsQuerySchema, adminCarSchema, (query) =>
    moderation.cars(query, query),
  )

  app.patch(
    '/admin/cars/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        params: z.object({ id: carIdSchema }),
        body: hideCarSchema,
        response: { 200: doneSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      await moderation.setHidden(
        req.params.id,
        req.body.hidden,
        req.body.note,
        await guards.user(req),
      )
      return { done: true as const }
    },
  )

  adminList(app, admin, '/admin/audit', listWindowSchema, auditEntrySchema, (query) =>
    audit.list(query),
  )
}
