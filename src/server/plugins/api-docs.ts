import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '../../shared/errors'
import type { Refuses } from '../errors'

const refusesOf = (hook: unknown) => (hook as Partial<Refuses> | undefined)?.refuses ?? []

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Every status a route can answer besides its own successes and the refusals it declares:
 * - any request: 400 (a malformed URL, bad input, NUL characters), 414 (a path parameter over
 *   100 characters), 431 (headers too large), 500, 503 (the server is stopping);
 * - a path with parameters: 404 (an empty parameter, or one holding a slash, matches no route);
 * - a write: 403 (a cross-site request with our cookie), 413 (body too large), 415 (its media
 *   type);
 * - a route with a rate limit: 429; behind a guard: what the guard refuses (401, 403).
 */
export function impliedStatuses(
  route: Pick<RouteOptions, 'method' | 'url' | 'onRequest' | 'config'>,
) {
  const statuses = new Set([400, 414, 431, 500, 503])
  if (route.url.includes(':')) statuses.add(404)
  if ([route.method].flat().some((m) => writes.has(m)))
    [403, 413, 415].forEach((s) => statuses.add(s))
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429)
  for (const hook of [route.onRequest].flat()) refusesOf(hook).forEach((s) => statuses.add(s))
  return statuses
}

/**
 * The OpenAPI document and its browsable page at /api/docs, from the routes' own zod schemas.
 * Each API route's document lists every error status it can answer, with the one error shape
 * (a route's `refusalFields` included), so that a client generated from it knows them.
 */
export const apiDocs = fp(
  async function apiDocs(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return
      const fields = route.config?.refusalFields ?? {}
      const refusal = errorSchema.extend(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, z.literal(v as never)])),
      )
      const declared = (route.schema?.response ?? {}) as Record<string, unknown>
      const response: Record<string, unknown> = {}
      for (const status of impliedStatuses(route)) response[status] = refusal
      route.schema = { ...route.schema, response: { ...response, ...declared } }
    })
    await app.register(swagger, {
      openapi: { info: { title: 'Wheelanes API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  },
  { name: 'api-docs' },
)
