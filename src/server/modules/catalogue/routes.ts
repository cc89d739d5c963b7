import { hash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  carIdSchema,
  carListSchema,
  carPageSchema,
  carSchema,
  categoryIdSchema,
  categoryListSchema,
} from '#shared/cars'
import { errorSchema } from '#shared/errors'
import { listWindowSchema } from '#shared/lists'
import { postalCodeSchema, zipParamsSchema } from '#shared/postal-codes'
import { carSearchSchema, suggestionSchema, suggestQuerySchema } from '#shared/search'
import type { Guards } from '../../auth/guards'
import type { CatalogueService } from './service'

/**
 * Public answers: browsers revalidate every time (`no-cache` + ETag, so a 304 costs a phone no
 * body and a seller sees their own change at once); a CDN or proxy in front may keep an answer
 * 10 s and serve it stale for 60 s more while it refetches (RFC 9213 CDN-Cache-Control).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache'
export const CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'

/** `If-None-Match` holds this tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare)
}

/** Public catalogue reads (docs/api.md "Catalogue"): the same for every visitor. */
const publicRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  // The catalogue hands out the same data object while it keeps an answer, so the answer's
  // JSON (written by the route's own serializer) and its ETag are worked out once per version
  // of the data rather than once per request (docs/decisions/0023-caching-public-catalogue-data.md).
  // The JSON is kept as bytes: a string would be copied and encoded again on every send.
  const written = new WeakMap<object, { json: Buffer; etag: string }>()
  app.addHook('preSerialization', (req, reply, payload: object, done) => {
    if (reply.statusCode !== 200) return done(null, payload)
    let answer = written.get(payload)
    if (!answer) {
      const json = Buffer.from(reply.serialize(payload) as string)
      answer = { json, etag: `W/"${hash('sha1', json, 'base64url').slice(0, 22)}"` }
      written.set(payload, answer)
    }
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL)
      .header('etag', answer.etag)
    // Not modified: no body.
    const notModified = etagMatches(req.headers['if-none-match'], answer.etag)
    const body = notModified ? '' : answer.json
    if (notModified) reply.code(304)
    // Fastify sends a Buffer from a serializer as it is (its typings name only strings).
    reply.serializer(() => body as unknown as string)
    done(null, payload)
  })

  app.get(
    '/car-categories',
    { schema: { tags: ['catalogue'], response: { 200: categoryListSchema } } },
    () => catalogue.categories(),
  )

  app.get(
    '/featured-cars',
    { schema: { tags: ['catalogue'], response: { 200: carListSchema } } },
    () => catalogue.featured(),
  )

  app.get(
    '/allcars/byCategory/:id',
    {
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: categoryIdSchema }),
        querystring: listWindowSchema,
        response: { 200: carListSchema, 404: errorSchema },
      },
    },
    (req) => catalogue.byCategory(req.params.id, req.query),
  )

  app.get(
    '/cars',
    {
      schema: {
        tags: ['catalogue'],
        querystring: carSearchSchema,
        response: { 200: carPageSchema, 400: errorSchema },
      },
    },
    (req) => catalogue.search(req.query),
  )

  app.get(
    '/cars/suggest',
    {
      schema: {
        tags: ['catalogue'],
        querystring: suggestQuerySchema,
        response: { 200: z.array(suggestionSchema), 400: errorSchema },
      },
    },
    (req) => catalogue.suggest(req.query.q),
  )

  app.get(
    '/postal-codes/:zip',
    {
      schema: {
        tags: ['catalogue'],
        params: zipParamsSchema,
        response: { 200: postalCodeSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (req) => catalogue.postalCode(req.params.zip),
  )

  app.get(
    '/cars/:id/similar',
    {
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: carIdSchema }),
        response: { 200: carListSchema, 404: errorSchema },
      },
    },
    (req) => catalogue.similar(req.params.id),
  )
}

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService
  guards: Guards
}> = async (app, { catalogue, guards }) => {
  await app.register(publicRoutes, { catalogue })

  // The detail page requires sign-in (docs/api.md "Catalogue"); the seller's e-mail is there only
  // for the seller and admins (others write through messages). It shows booked and sold cars
  // too, so that a saved or ordered car still opens and says what became of it.
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
    async (req) => catalogue.car(req.params.id, await guards.user(req)),
  )
}
