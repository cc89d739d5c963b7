import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** An answer slower than this is worth a warning in the production log. */
export const SLOW_MS = 1000

/**
 * One log line per answer, at a level that says whether it needs attention: a server error
 * (5xx) at error, a slow answer at warn, every other answer at debug. So the production level
 * (info) records only what needs looking at, and LOG_LEVEL=debug is a full access log.
 * Headers are never logged (cookies and tokens stay out of the log).
 */
const verbose = new Set(['debug', 'trace'])

export const requestLog = fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onResponse', (req, reply, done) => {
      const ms = reply.elapsedTime
      const status = reply.statusCode
      const level = status >= 500 ? 'error' : ms >= SLOW_MS ? 'warn' : 'debug'
      if (level === 'debug' && !verbose.has(app.log.level)) return done()
      req.log[level](
        {
          method: req.method,
          // The route's pattern, not the URL: paths and queries can carry emails or search words.
          route: req.routeOptions?.url ?? 'unmatched',
          status,
          ms: Math.round(ms * 10) / 10,
        },
        'answered',
      )
      done()
    })
  },
  { name: 'request-log' },
)
