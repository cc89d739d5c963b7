import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '#shared/errors'
import { sellerProfileSchema } from '#shared/reviews'
import type { ReviewsService } from '../bookings/reviews'
import type { CatalogueService } from '../catalogue/service'

/** docs/api.md "Reviews and seller profiles": a seller's public page, for anyone. */
export const sellerRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService
  reviews: ReviewsService
}> = async (app, { catalogue, reviews }) => {
  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: sellerProfileSchema, 404: errorSchema },
      },
    },
    async (req) => {
      const [seller, said] = await Promise.all([
        catalogue.seller(req.params.id),
        reviews.about(req.params.id),
      ])
      return { ...seller, reviews: said }
    },
  )
}
