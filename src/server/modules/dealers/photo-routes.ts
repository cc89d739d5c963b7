import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { photoProgressSchema } from '#shared/dealer-photos'
import { errorSchema } from '#shared/errors'
import type { DealerAccess } from './access'
import type { DealerPhotos } from './photos'

const dealerParams = z.object({ id: z.uuid({ message: 'No such dealer' }) })

/** docs/api.md "Dealers": how the photos an import named by URL are coming along. */
export const dealerPhotoRoutes: FastifyPluginAsyncZod<{
  photos: Pick<DealerPhotos, 'progress'>
  access: Pick<DealerAccess, 'guard' | 'caller'>
}> = async (app, { photos, access }) => {
  app.get(
    '/dealers/:id/photos/progress',
    {
      onRequest: access.guard(['owner', 'manager'], { key: true }),
      schema: {
        tags: ['dealers'],
        params: dealerParams,
        response: {
          200: photoProgressSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req) => photos.progress(access.caller(req).dealerId),
  )
}
