import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  carIdSchema,
  carPageSchema,
  carSchema,
  categoryIdSchema,
  categorySchema,
} from '../../../shared/cars'
import { errorSchema } from '../../../shared/errors'
import { carSearchSchema } from '../../../shared/search'
import type { Guards } from '../../auth/guards'
import { listWindowSchema } from '../../../shared/lists'
import type { PublicResponseCache } from './public-cache'
import type { CatalogueService } from './service'

const categoryList = z.array(categorySchema)
const carList = z.array(carSchema)

/**
 * Public catalogue (API.md "Catalogue"). Visitors never see a seller's email. The public
 * answers are the same for everyone, so they carry an ETag and come from `cache`.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService
  guards: Guards
  cache: PublicResponseCache
}> = async (app, { catalogue, guards, cache }) => {
  app.get(
    '/car-categories',
    { onRequest: cache.hit, schema: { tags: ['catalogue'], response: { 200: categoryList } } },
    async (req, reply) => {
      await cache.serve(req, reply, () => catalogue.categories(), categoryList)
      return reply
    },
  )

  app.get(
    '/featured-cars',
    { onRequest: cache.hit, schema: { tags: ['catalogue'], response: { 200: carList } } },
    async (req, reply) => {
      await cache.serve(req, reply, () => catalogue.featured(false), carList)
      return reply
    },
  )

  // The detail page requires sign-in (spec.md section 6); it shows booked and sold cars too,
  // so that a saved or ordered car still opens and says what became of it.
  app.get(
    '/featured-cars/:id',
    {
      // The guard first: the stored answer is only for someone signed in.
      onRequest: [guards.signedIn, cache.hit],
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: carIdSchema }),
        response: { 200: carSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      // Shows the seller's email, which only signed-in people may see: the guard above has
      // checked the session; the answer is the same for all of them, and private outside.
      const { id } = req.params
      const sent = await cache.serve(req, reply, () => catalogue.one(id), carSchema, {
        signedIn: true,
      })
      return sent ? reply : reply.code(404).send({ message: 'Car not found' })
    },
  )

  app.get(
    '/allcars/byCategory/:id',
    {
      onRequest: cache.hit,
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: categoryIdSchema }),
        querystring: listWindowSchema,
        response: { 200: carList, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const { id } = req.params
      const { limit, offset } = req.query
      const sent = await cache.serve(
        req,
        reply,
        () => catalogue.byCategory(id, false, { limit, offset }),
        carList,
      )
      return sent ? reply : reply.code(404).send({ message: 'Category not found' })
    },
  )

  app.get(
    '/cars',
    {
      onRequest: cache.hit,
      schema: {
        tags: ['catalogue'],
        querystring: carSearchSchema,
        response: { 200: carPageSchema },
      },
    },
    async (req, reply) => {
      await cache.serve(req, reply, () => catalogue.search(req.query, false), carPageSchema)
      return reply
    },
  )
}
