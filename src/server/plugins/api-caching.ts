import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that changes nothing the catalogue or sessions hold (a car page's view). */
    keepsCaches?: boolean
  }
}

/**
 * The API's caching policy, registered in the /api scope. Answers that depend on who asks are
 * never stored by anyone; public ones say otherwise. After a write, `forget` lets this process
 * drop what it remembers (the catalogue, sessions).
 */
export const apiCaching = fp(
  async function apiCaching(api: FastifyInstance, { forget }: { forget: () => void }) {
    api.addHook('onSend', (req, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store')
      // A write has committed (the client has not heard back yet): this process forgets
      // what it remembers of the catalogue and of sessions (sign-out, a deleted user).
      const write = req.method !== 'GET' && req.method !== 'HEAD'
      if (write && reply.statusCode < 400 && !req.routeOptions.config.keepsCaches) forget()
      done(null, payload)
    })
  },
  { name: 'api-caching' },
)
