import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { carIdSchema, carListSchema } from '#shared/cars'
import { newCarSchema } from '#shared/car-attributes'
import { carPatchSchema } from '#shared/car-patch'
import { errorSchema } from '#shared/errors'
import {
  carAddedSchema,
  carDeletedSchema,
  carEditedSchema,
  carFeaturedSchema,
  myCarsQuerySchema,
} from '#shared/inventory'
import type { Guards } from '../../auth/guards'
import type { InventoryService } from './service'

const idParams = z.object({ id: carIdSchema })
const refusals = { 404: errorSchema, 409: errorSchema }

/**
 * docs/api.md "Seller inventory". Seller, status and featured flag are never taken from the body.
 */
export const inventoryRoutes: FastifyPluginAsyncZod<{
  inventory: InventoryService
  guards: Guards
}> = async (app, { inventory, guards }) => {
  const sellerOrAdmin = guards.role('seller', 'admin')

  app.post(
    '/allcars',
    {
      onRequest: guards.role('seller'),
      schema: { tags: ['inventory'], body: newCarSchema, response: { 201: carAddedSchema } },
    },
    async (req, reply) => {
      const insertedId = await inventory.add(req.body, await guards.user(req))
      return reply.code(201).send({ acknowledged: true as const, insertedId })
    },
  )

  app.get(
    '/allcars',
    {
      onRequest: sellerOrAdmin,
      schema: {
        tags: ['inventory'],
        querystring: myCarsQuerySchema,
        response: { 200: carListSchema },
      },
    },
    async (req) => inventory.list(await guards.user(req), req.query),
  )

  // PUT features the car: its seller within FEATURED_PER_SELLER, a dealer's car its owner or a
  // manager within FEATURED_PER_DEALER (inventory/featuring.ts). DELETE of
  // /featured takes it off FEATURED CARS, its seller or an admin (audited).
  for (const [method, url, featured] of [
    ['PUT', '/allcars/:id', true],
    ['DELETE', '/allcars/:id/featured', false],
  ] as const) {
    app.route({
      method,
      url,
      onRequest: sellerOrAdmin,
      schema: {
        tags: ['inventory'],
        params: idParams,
        response: { 200: carFeaturedSchema, ...refusals },
      },
      handler: async (req) => ({
        acknowledged: true as const,
        modifiedCount: await inventory.setFeatured(req.params.id, await guards.user(req), featured),
      }),
    })
  }

  // A JSON merge patch: only the fields sent change (docs/api.md "Dealers"); the car it leaves is
  // checked whole, as POST checks a new one (inventory/car-patch.ts).
  app.patch(
    '/allcars/:id',
    {
      onRequest: sellerOrAdmin,
      schema: {
        tags: ['inventory'],
        params: idParams,
        body: carPatchSchema,
        response: { 200: carEditedSchema, ...refusals },
      },
    },
    async (req) => {
      await inventory.edit(req.params.id, req.body, await guards.user(req))
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
        response: { 200: carDeletedSchema, ...refusals },
      },
    },
    async (req) => ({
      deletedCount: await inventory.remove(req.params.id, await guards.user(req)),
    }),
  )
}
