import type { IncomingMessage, Server } from 'node:http'
import type { Socket } from 'node:net'
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
// On a slower host the loop was busy through all of 1000 ms too: so what is still queued after
// the grace is accepted and answered as well (acceptQueued), for up to as long again.
const ACCEPT_GRACE_MS = 1000

/**
 * Turns the event loop until the kernel's queue of connections is empty and each connection it
 * accepted meanwhile has sent its request (answered 503) or gone, for at most `limitMs`. A loop
 * busy through the grace runs the grace's timer before it accepts what was queued meanwhile,
 * and closing the listener then resets those connections, as it closes one accepted but not
 * yet read. A connection is accepted in one turn and its request read in a later one (here,
 * one connection a turn was seen), so it turns until a turn accepts none and none is waiting.
 */
async function acceptQueued(server: Server, limitMs: number) {
  let accepted = 0
  const waiting = new Set<Socket>()
  const onConnection = (socket: Socket) => {
    accepted++
    waiting.add(socket)
    socket.once('close', () => waiting.delete(socket))
  }
  const onRequest = (req: IncomingMessage) => waiting.delete(req.socket)
  server.on('connection', onConnection)
  server.on('request', onRequest)
  const end = Date.now() + limitMs
  try {
    do {
      accepted = 0
      await new Promise((resolve) => setImmediate(resolve))
    } while ((accepted > 0 || waiting.size > 0) && Date.now() < end)
  } finally {
    server.off('connection', onConnection)
    server.off('request', onRequest)
  }
}

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
      await acceptQueued(app.server, ACCEPT_GRACE_MS)
      await app.close()
    })
  },
  { name: 'graceful-shutdown' },
)
