import { stringify } from 'csv-stringify/sync'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dealerIdSchema } from '#shared/dealers'
import { errorSchema } from '#shared/errors'
import {
  assigneeListSchema,
  leadIdSchema,
  leadKindLabels,
  leadListSchema,
  leadPatchSchema,
  leadSchema,
  leadStatusLabels,
  leadsQuerySchema,
  type Lead,
} from '#shared/leads'
import type { Guards } from '../../auth/guards'
import { Refusal, type RefusalStatus } from '../../errors'
import { sendsApiKey, type DealerAccess } from '../dealers/access'
import type { LeadsService } from './service'

const dealerParams = z.object({ id: dealerIdSchema })
const leadParams = z.object({ id: leadIdSchema })
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** Every lead as one CSV row, the columns a CRM import or a spreadsheet expects. */
function leadsCsv(leads: Lead[]) {
  return stringify(
    leads.map((l) => [
      l.createdAt,
      leadKindLabels[l.kind],
      leadStatusLabels[l.status],
      l.car.carName,
      l.car.stockNumber ?? '',
      l.buyer.name,
      l.buyer.email ?? '',
      l.buyer.phone ?? '',
      l.assignee?.name ?? '',
      l.firstResponseAt ?? '',
    ]),
    {
      header: true,
      columns: [
        'created_at',
        'kind',
        'status',
        'car',
        'stock_number',
        'buyer_name',
        'buyer_email',
        'buyer_phone',
        'assignee',
        'first_response_at',
      ],
      // A cell a spreadsheet would run as a formula is quoted as text (CSV injection).
      cast: { string: (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) },
    },
  )
}

/** docs/api.md "Leads": the dealer's people (and its API keys) work the dealer's leads. */
export const leadRoutes: FastifyPluginAsyncZod<{
  leads: LeadsService
  access: DealerAccess
  guards: Guards
}> = async (app, { leads, access, guards }) => {
  app.get(
    '/dealers/:id/leads',
    {
      onRequest: access.guard(['owner', 'manager', 'sales'], { key: true }),
      schema: {
        tags: ['leads'],
        params: dealerParams,
        querystring: leadsQuerySchema,
        response: { 200: leadListSchema, ...refusals },
      },
    },
    async (req) => leads.list(req.params.id, req.query),
  )

  app.get(
    '/dealers/:id/leads/assignees',
    {
      onRequest: access.guard(['owner', 'manager', 'sales'], { key: true }),
      schema: {
        tags: ['leads'],
        params: dealerParams,
        response: { 200: assigneeListSchema, ...refusals },
      },
    },
    async (req) => leads.assignees(req.params.id),
  )

  app.get(
    '/dealers/:id/leads.csv',
    {
      onRequest: access.guard(['owner', 'manager'], { key: true }),
      schema: {
        tags: ['leads'],
        params: dealerParams,
        response: { 200: z.string(), ...refusals },
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .send(leadsCsv(await leads.list(req.params.id, {}, null))),
  )

  app.patch(
    '/leads/:id',
    {
      onRequest: Object.assign(
        async (req: FastifyRequest) => {
          if (!sendsApiKey(req)) await guards.signedIn(req)
        },
        { refuses: [401] as RefusalStatus[] },
      ),
      schema: {
        tags: ['leads'],
        params: leadParams,
        body: leadPatchSchema,
        response: { 200: leadSchema, ...refusals },
      },
    },
    async (req) => {
      const dealerId = await leads.dealerOf(req.params.id)
      // Only the lead's dealer's people and keys; anyone else learns nothing of it.
      const caller = await access.callerAt(req, dealerId)
      if (!caller) throw new Refusal(404, 'Lead not found')
      return leads.update(req.params.id, dealerId, req.body)
    },
  )
}
