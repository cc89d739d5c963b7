import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dealerCarSchema } from '#shared/dealer-cars'
import {
  feedsSchema,
  importQuerySchema,
  importReportSchema,
  newFeedSchema,
  stockSavedSchema,
} from '#shared/dealer-import'
import { errorSchema } from '#shared/errors'
import { Refusal } from '../../errors'
import type { DealerAccess } from './access'
import type { FeedsModule } from './feeds'
import type { ImportService, StockFormat } from './import'
import type { StockService } from './stock'

/** The largest stock file taken by upload: 5,000 cars with long descriptions. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024

const dealerId = z.uuid({ message: 'No such dealer' })
const refusals = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
}

/** CSV or XML, by the part's content type, else by its file name's extension. */
function formatOf(mimetype: string, filename: string): StockFormat {
  if (/xml/i.test(mimetype) || /\.xml$/i.test(filename)) return 'xml'
  if (/csv|text\/plain|excel/i.test(mimetype) || /\.(csv|txt)$/i.test(filename)) return 'csv'
  throw new Refusal(415, 'Send a CSV (.csv) or XML (.xml) file')
}

/** A multipart body the parser cannot read (no boundary, cut off) is the client's mistake. */
const unreadable = (err: { statusCode?: number }) => {
  if (err.statusCode) throw err
  throw new Refusal(400, 'This upload could not be read')
}

/**
 * docs/api.md "Dealers": a dealer's stock by stock number (PUT), whole stock files (imports) and
 * feeds. Inventory and imports take a dealer API key; feeds only a member.
 */
export const dealerStockRoutes: FastifyPluginAsyncZod<{
  stock: StockService
  imports: ImportService
  feeds: FeedsModule
  access: Pick<DealerAccess, 'guard' | 'caller'>
}> = async (app, { stock, imports, feeds, access }) => {
  // Only the imports read multipart bodies here (the uploads' own registration is theirs).
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } })
  const stockKeepers = access.guard(['owner', 'manager'], { key: true })
  const feedKeepers = access.guard(['owner', 'manager'])

  app.put(
    '/dealers/:id/inventory/:stockNumber',
    {
      onRequest: stockKeepers,
      // The path names the car: a body may leave its stock number out.
      preValidation: async (req) => {
        const body = req.body as Record<string, unknown> | null
        const { stockNumber } = req.params as { stockNumber?: string }
        if (body && typeof body === 'object' && body.stockNumber === undefined) {
          body.stockNumber = stockNumber
        }
      },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['dealers'],
        params: z.object({ id: dealerId, stockNumber: dealerCarSchema.shape.stockNumber }),
        body: dealerCarSchema,
        response: { 200: stockSavedSchema, 201: stockSavedSchema, 409: errorSchema, ...refusals },
      },
    },
    async (req, reply) => {
      if (req.body.stockNumber !== req.params.stockNumber) {
        throw new Refusal(
          400,
          'The stock number in the body differs from the one in the URL',
          'body.stockNumber',
        )
      }
      const saved = await stock.put(access.caller(req).dealerId, req.params.stockNumber, req.body)
      return reply.code(saved.outcome === 'created' ? 201 : 200).send(saved)
    },
  )

  app.post(
    '/dealers/:id/imports',
    {
      onRequest: stockKeepers,
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        multipartFiles: { file: 'The stock file: CSV or XML (docs/dealer-import.md)' },
      },
      schema: {
        tags: ['dealers'],
        consumes: ['multipart/form-data'],
        params: z.object({ id: dealerId }),
        querystring: importQuerySchema,
        response: {
          200: importReportSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
          ...refusals,
        },
      },
    },
    async (req) => {
      if (!req.isMultipart()) {
        throw new Refusal(415, 'Send the file as multipart/form-data in the field "file"')
      }
      const file = await req.file().catch(unreadable)
      if (!file || file.fieldname !== 'file')
        throw new Refusal(400, 'Send the file in the field "file"')
      return imports.run(
        access.caller(req).dealerId,
        file.file,
        formatOf(file.mimetype, file.filename),
        { dryRun: req.query.dryRun === 'true' },
      )
    },
  )

  app.post(
    '/dealers/:id/feeds',
    {
      onRequest: feedKeepers,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['dealers'],
        params: z.object({ id: dealerId }),
        body: newFeedSchema,
        response: { 201: z.object({ _id: z.string() }), 409: errorSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const id = await feeds.add(access.caller(req).dealerId, req.body)
      return reply.code(201).send({ _id: id })
    },
  )

  app.get(
    '/dealers/:id/feeds',
    {
      onRequest: feedKeepers,
      schema: {
        tags: ['dealers'],
        params: z.object({ id: dealerId }),
        response: { 200: feedsSchema, ...refusals },
      },
    },
    async (req) => feeds.list(access.caller(req).dealerId),
  )

  app.delete(
    '/dealers/:id/feeds/:feedId',
    {
      onRequest: feedKeepers,
      schema: {
        tags: ['dealers'],
        params: z.object({ id: dealerId, feedId: z.uuid({ message: 'No such feed' }) }),
        response: { 200: z.object({ acknowledged: z.literal(true) }), ...refusals },
      },
    },
    async (req) => {
      await feeds.remove(access.caller(req).dealerId, req.params.feedId)
      return { acknowledged: true as const }
    },
  )
}
