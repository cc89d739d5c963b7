import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/**
 * One error shape for the whole API (STYLE.md rule 6): `{message, issues?}`. What the client got
 * wrong keeps its 4xx status and message; anything else is logged and masked as a 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // PostgreSQL text cannot hold a NUL character: refused as bad input here, for every route,
  // rather than failing as a database error deep inside a handler.
  app.addHook('preValidation', async (req, reply) => {
    const where = findNul({ params: req.params, querystring: req.query, body: req.body })
    if (where) {
      const issue = { path: where, message: 'Text must not contain NUL characters' }
      return sendError(reply, 400, { message: issue.message, issues: [issue] })
    }
  })
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }))
      return sendError(reply, 400, { message: issues[0]?.message ?? 'Invalid request', issues })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      if (status === 429) return sendError(reply, 429, { message: err.message })
      return sendError(reply, status, { message: clientMessage(err) })
    }
    req.log.error({ err: loggableError(err) }, 'request failed')
    return sendError(reply, 500, { message: 'Something went wrong on our side. Please try again.' })
  })
}

/**
 * Sends the error shape as plain JSON. A route's own response schema for the status (uploads
 * answer `{success: false, message}`) must not turn an error it did not expect into a 500.
 */
function sendError(
  reply: FastifyReply,
  status: number,
  body: { message: string; issues?: { path: string; message: string }[] },
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body)
}

function clientMessage(err: FastifyError): string {
  // Fastify's own messages for bad JSON, wrong media type and the like are clear enough,
  // but some start with an internal code ("FST_ERR_..."); keep only the sentence.
  return err.message.replace(/^FST_\w+:\s*/, '')
}

/** The path of the first string (value or key) holding a NUL character, if any. */
function findNul(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [k, v] of Object.entries(value)) {
        const at = path ? `${path}.${k}` : k
        if (k.includes('\u0000')) return at
        stack.push([v, at])
      }
    }
  }
  return null
}

/**
 * A failed database query's error carries its parameters (in `params`, and in the message and
 * stack): phone numbers, email addresses, session tokens. The log keeps the query, the database's
 * error code and the stack, without the values.
 */
export function loggableError(err: unknown): unknown {
  const e = err as { params?: unknown; query?: unknown; message?: string; stack?: string }
  if (!(err instanceof Error) || !Array.isArray(e.params)) return err
  const values = `params: ${String(e.params)}`
  const strip = (text?: string) => text?.split(values).join('params: [redacted]')
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause
  return {
    type: err.constructor.name,
    message: strip(err.message),
    stack: strip(err.stack),
    query: e.query,
    code: cause?.code,
    constraint: cause?.constraint,
  }
}
