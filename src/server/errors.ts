import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/**
 * One error shape for the whole API (STYLE.md rule 6): `{message, issues?}`. What the client got
 * wrong keeps its 4xx status and message; anything else is logged and masked as a 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }))
      return reply.code(400).send({ message: issues[0]?.message ?? 'Invalid request', issues })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ message: err.message })
      return reply.code(status).send({ message: clientMessage(err) })
    }
    req.log.error({ err }, 'request failed')
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' })
  })
}

function clientMessage(err: FastifyError): string {
  // Fastify's own messages for bad JSON, wrong media type and the like are clear enough,
  // but some start with an internal code ("FST_ERR_..."); keep only the sentence.
  return err.message.replace(/^FST_\w+:\s*/, '')
}
