import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { WishlistService } from './service'
import { wishlistRoutes } from './routes'

export { wishlistService } from './service'

/** The wishlist module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { wishlist: WishlistService; guards: Guards },
) {
  await api.register(wishlistRoutes, { wishlist: deps.wishlist, guards: deps.guards })
}
