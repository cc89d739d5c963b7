import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { carIdSchema } from '#shared/cars'
import { errorSchema } from '#shared/errors'
import { wishlistItemSchema, wishToggleSchema } from '#shared/wishlist'
import type { Guards } from '../../auth/guards'
import type { WishlistService } from './service'

const params = z.object({ carId: carIdSchema })

/** docs/api.md "Wish list and newsletter": the signed-in person's saved cars. */
export const wishlistRoutes: FastifyPluginAsyncZod<{
  wishlist: WishlistService
  guards: Guards
}> = async (app, { wishlist, guards }) => {
  app.get(
    '/wishlist',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['wishlist'], response: { 200: z.array(wishlistItemSchema) } },
    },
    async (req) => wishlist.list((await guards.user(req)).id),
  )

  app.put(
    '/wishlist/:carId',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['wishlist'], params, response: { 200: wishToggleSchema, 404: errorSchema } },
    },
    async (req) => ({
      liked: true,
      count: await wishlist.save((await guards.user(req)).id, req.params.carId),
    }),
  )

  app.delete(
    '/wishlist/:carId',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['wishlist'], params, response: { 200: wishToggleSchema } },
    },
    async (req) => ({
      liked: false,
      count: await wishlist.remove((await guards.user(req)).id, req.params.carId),
    }),
  )
}
