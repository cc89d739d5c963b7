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
import type { CatalogueService } from './service'

/** Public catalogue (API.md "Catalogue"). Visitors never see a seller's email. */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService
  guards: Guards
}> = async (app, { catalogue, guards }) => {
  app.get(
    '/car-categories',
    { schema: { tags: ['catalogue'], response: { 200: z.array(categorySchema) } } },
    () => catalogue.categories(),
  )

  app.get(
    '/featured-cars',
    { schema: { tags: ['catalogue'], response: { 200: z.array(carSchema) } } },
    () => catalogue.featured(false),
  )

  // The detail page requires sign-in (spec.md section 6); it shows booked and sold cars too,
  // so that a saved or ordered car still opens and says what became of it.
  app.get(
    '/featured-cars/:id',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: carIdSchema }),
        response: { 200: carSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const car = await catalogue.one(req.params.id)
      if (!car) return reply.code(404).send({ message: 'Car not found' })
      return car
    },
  )

  app.get(
    '/allcars/byCategory/:id',
    {
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: categoryIdSchema }),
        response: { 200: z.array(carSchema), 404: errorSchema },
      },
    },
    async (req, reply) => {
      const list = await catalogue.byCategory(req.params.id, false)
      if (!list) return reply.code(404).send({ message: 'Category not found' })
      return list
    },
  )

  app.get(
    '/cars',
    {
      schema: {
        tags: ['catalogue'],
        querystring: carSearchSchema,
        response: { 200: carPageSchema },
      },
    },
    (req) => catalogue.search(req.query, false),
  )
}
