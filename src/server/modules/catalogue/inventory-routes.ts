import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { carIdSchema, carSchema } from '../../../shared/cars'
import { newCarSchema } from '../../../shared/car-attributes'
import { errorSchema } from '../../../shared/errors'
import type { Guards } from '../../auth/guards'
import type { InventoryService } from './inventory-service'
import { listWindowSchema } from '../../../shared/lists'

const idParams = z.object({ id: carIdSchema })
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema }

/** API.md "Seller inventory". Seller, status and featured flag are never taken from the body. */
export const inventoryRoutes: FastifyPluginAsyncZod<{
  inventory: InventoryService
  guards: Guards
}> = async (app, { inventory, guards }) => {
  const sellerOrAdmin = guards.role('seller', 'admin')

  app.post(
    '/allcars',
    {
      onRequest: guards.role('seller'),
      schema: {
        tags: ['inventory'],
        body: newCarSchema,
        response: {
          201: z.object({ acknowledged: z.literal(true), insertedId: z.string() }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const outcome = await inventory.add(req.body, await guards.user(req))
      if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message })
      return reply.code(201).send({ acknowledged: true as const, insertedId: outcome.value })
    },
  )

  app.get(
    '/allcars',
    {
      onRequest: sellerOrAdmin,
      schema: {
        tags: ['inventory'],
        querystring: listWindowSchema,
        response: { 200: z.array(carSchema) },
      },
    },
    async (req) => inventory.list(await guards.user(req), req.query),
  )

  app.put(
    '/allcars/:id',
    {
      onRequest: sellerOrAdmin,
      schema: {
        tags: ['inventory'],
        params: idParams,
        response: {
          200: z.object({ acknowledged: z.literal(true), modifiedCount: z.number() }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const outcome = await inventory.setFeatured(req.params.id, await guards.user(req))
      if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message })
      return { acknowledged: true as const, modifiedCount: outcome.value }
    },
  )

  app.patch(
    '/allcars/:id',
    {
      onRequest: sellerOrAdmin,
      schema: {
        tags: ['inventory'],
        params: idParams,
        body: newCarSchema,
        response: { 200: z.object({ acknowledged: z.literal(true) }), ...errors },
      },
    },
    async (req, reply) => {
      const outcome = await inventory.edit(req.params.id, req.body, await guards.user(req))
      if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message })
      return { acknowledged: true as const }
    },
  )

  app.delete(
    '/allcars/:id',
    {
      onRequest: sellerOrAdmin,
      schema: {
        tags: ['inventory'],
        params: idParams,
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
      },
    },
    async (req, reply) => {
      const outcome = await inventory.remove(req.params.id, await guards.user(req))
      if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message })
      return { deletedCount: outcome.value }
    },
  )
}
