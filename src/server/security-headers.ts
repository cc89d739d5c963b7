import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's security headers, worked out once. @fastify/helmet builds the whole helmet
 * middleware again for every request (parsing the CSP directives each time), which cost a
 * tenth of the API's throughput; with no per-request values (no nonces, no function
 * directives) the headers are the same for every answer, so they are computed at start-up
 * and set on each reply in one step. Same library, same options, same headers.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failed: unknown
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err
  })
  if (failed) throw failed
  return headers
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options)
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers)
  })
}
