import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  carPageQuerySchema,
  carPageSchema,
  carSchema,
  categoryIdSchema,
  categorySchema,
} from '../../../shared/cars'
import { errorSchema } from '../../../shared/errors'
import type { CatalogueService } from './service'

/** Public catalogue (API.md "Catalogue"). Visitors never see a seller's email. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
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
        querystring: carPageQuerySchema,
        response: { 200: carPageSchema },
      },
    },
    (req) => catalogue.page(req.query.page, req.query.pageSize, false),
  )
}
