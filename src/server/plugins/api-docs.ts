import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '#shared/errors'
import type { Refuses } from '../errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart/form-data route's file fields and what each holds, for the API document. */
    multipartFiles?: Record<string, string>
  }
}

const refusesOf = (hook: unknown) => (hook as Partial<Refuses> | undefined)?.refuses ?? []

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What each refusal means, as the document says it. */
const meaning: Record<number, string> = {
  400: 'The request is malformed or a value is invalid (`issues` names each)',
  401: 'Not signed in',
  402: 'The payment was declined',
  403: 'Signed in but not allowed, or a cross-site write',
  404: 'No such resource',
  409: 'The resource is not in a state that allows this',
  413: 'The body is too large',
  414: 'A path parameter is too long',
  415: 'The body is not of a media type this route takes',
  429: 'Too many requests; see Retry-After',
  431: 'The request headers are too large',
  500: 'Something failed on the server',
  503: 'The server is stopping; try again',
}

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
    // Multipart bodies are read by the route, not validated by a schema: their fields are added
    // to the document once it is built, by OpenAPI path and method.
    const multipart = new Map<string, Record<string, string>>()
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return
      const files = route.config?.multipartFiles
      if (files) {
        const path = route.url.replace(/:(\w+)/g, '{$1}')
        for (const method of [route.method].flat()) multipart.set(`${method} ${path}`, files)
      }
      const fields = route.config?.refusalFields ?? {}
      const refusal = errorSchema.extend(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, z.literal(v as never)])),
      )
      const declared = (route.schema?.response ?? {}) as Record<string, z.ZodType>
      const response: Record<string, z.ZodType> = {}
      for (const status of impliedStatuses(route)) response[status] = refusal
      // A route's own refusals in the plain error shape carry its refusal fields too.
      for (const [status, schema] of Object.entries(declared)) {
        response[status] = schema === errorSchema ? refusal : schema
      }
      for (const [status, schema] of Object.entries(response)) {
        const described = meaning[Number(status)]
        if (described && !schema.description) response[status] = schema.describe(described)
      }
      route.schema = { ...route.schema, response }
    })
    await app.register(swagger, {
      openapi: { info: { title: 'Wheelanes API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject
        const { openapiObject } = document
        for (const [route, files] of multipart) {
          const [method, path] = route.split(' ') as [string, string]
          const operation = openapiObject.paths?.[path]?.[method.toLowerCase() as 'post']
          if (!operation) continue
          const properties = Object.fromEntries(
            Object.entries(files).map(([name, description]) => [
              name,
              { type: 'string' as const, format: 'binary', description },
            ]),
          )
          operation.requestBody = {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object' as const, required: Object.keys(files), properties },
              },
            },
          }
        }
        return openapiObject
      },
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  },
  { name: 'api-docs' },
)
