import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * How long a stopping process keeps its listener open, answering 503, before closing it.
 * Connections waiting in the kernel's accept queue when a listener closes are reset; this
 * gives the event loop (maybe busy with a PGlite query) time to accept and answer them, and a
 * load balancer time to see /api/ready fail.
 */
// 300 ms was too short on a loaded 2-core host: sign-ups hashing passwords kept the event loop
// from accepting for longer, and requests sent before SIGTERM were reset (CI's shutdown test).
const ACCEPT_GRACE_MS = 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown (plugins/graceful-shutdown.ts). */
    drain(): Promise<void>
  }
}

/**
 * Graceful shutdown, tested by tests/process/shutdown.test.ts. On `drain()`: requests already
 * running finish normally; every new request gets 503 with a JSON message, Retry-After and
 * `Connection: close` (so /api/ready fails too); every answer closes its connection, so
 * keep-alive connections end with their last response instead of holding the shutdown open.
 * Then app.close() stops listening and waits for the requests in flight.
 */
export const gracefulShutdown = fp(
  async function gracefulShutdown(app: FastifyInstance) {
    let draining = false
    app.addHook('onRequest', (_req, reply, done) => {
      if (!draining) return done()
      // Answered here: the request goes no further.
      reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: 'The server is restarting. Please try again in a moment.' })
    })
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (draining) reply.header('connection', 'close')
      done(null, payload)
    })
    // Closing without draining (tests) also refuses new requests.
    app.addHook('preClose', async () => {
      draining = true
    })
    app.decorate('drain', async () => {
      draining = true
      await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS))
      await app.close()
    })
  },
  { name: 'graceful-shutdown' },
)
