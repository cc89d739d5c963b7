import type { FastifyInstance } from 'fastify'
import type { ReviewsService } from '../bookings/reviews'
import type { CatalogueService } from '../catalogue/service'
import { sellerRoutes } from './routes'

/** The sellers module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { catalogue: CatalogueService; reviews: ReviewsService },
) {
  await api.register(sellerRoutes, { catalogue: deps.catalogue, reviews: deps.reviews })
}
