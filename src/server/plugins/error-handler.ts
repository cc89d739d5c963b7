import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiError } from '#shared/errors'
import { loggableError } from '../errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Fields every refusal on this route carries beside `message`, where clients
     * read them (uploads answer `{success: false, message}`, a lost booking race
     * `{acknowledged: false, message}`).
     */
    refusalFields?: Record<string, unknown>
  }
}

/**
 * One error shape for the whole API (docs/style.md rule 6): `{message, issues?}`. What the client
 * got wrong (a failed schema, a `Refusal` from a service, a guard, Fastify's own 4xx) keeps its
 * status and message; anything else is logged and masked as a 500.
 */
export const errorHandler = fp(
  async function errorHandler(app: FastifyInstance) {
    // PostgreSQL text cannot hold a NUL character: refused as bad input here, for every route,
    // rather than failing as a database error deep inside a handler.
    app.addHook('preValidation', (req, _reply, done) => {
      const where = findNul({ params: req.params, querystring: req.query, body: req.body })
      if (where === null) return done()
      const message = 'Text must not contain NUL characters'
      done(
        Object.assign(new Error(message), { statusCode: 400, issues: [{ path: where, message }] }),
      )
    })
    app.setErrorHandler(answerError)
  },
  { name: 'error-handler' },
)

/** The error handler; also answers the errors Fastify raises before routing (server.ts). */
export function answerError(
  err: FastifyError & { issues?: ApiError['issues'] },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'Invalid value',
    }))
    return sendError(req, reply, 400, { message: issues[0]?.message ?? 'Invalid request', issues })
  }
  const status = err.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return sendError(req, reply, status, { message: clientMessage(err), issues: err.issues })
  }
  req.log.error({ err: loggableError(err) }, 'request failed')
  return sendError(req, reply, 500, {
    message: 'Something went wrong on our side. Please try again.',
  })
}

/**
 * Sends the error shape as plain JSON: the route's own response schemas are for its answers,
 * and must not turn an error they did not expect into a 500.
 */
function sendError(req: FastifyRequest, reply: FastifyReply, status: number, body: ApiError) {
  const fields = req.routeOptions?.config?.refusalFields
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ ...fields, ...body })
}

function clientMessage(err: FastifyError): string {
  // Fastify's own messages for bad JSON, wrong media type and the like are clear enough,
  // but some start with an internal code ("FST_ERR_..."); keep only the sentence.
  return err.message.replace(/^FST_\w+:\s*/, '')
}

/**
 * The path of the first string (value or key) holding a NUL character, if any. It runs on every
 * request, so it builds nothing until it finds one.
 */
function findNul(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return null
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (key.includes('\u0000')) return key
    const inner = findNul((value as Record<string, unknown>)[key], depth + 1)
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`
  }
  return null
}
