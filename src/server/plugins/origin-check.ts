import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Refusal } from '../errors'

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * CSRF defence for cookie-authenticated writes: a browser names the page's origin on every
 * POST, PUT, PATCH or DELETE, and a write that carries our cookies must come from our own
 * origin. Bearer-token clients send no cookies and are not affected; SameSite=Lax cookies are
 * the first line, this is the second.
 */
export const originCheck = fp(
  async function originCheck(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
    const trusted = new URL(publicUrl).origin
    app.addHook('onRequest', (req, _reply, done) => {
      if (!unsafe.has(req.method) || !req.headers.cookie) return done()
      const origin = req.headers.origin
      const site = req.headers['sec-fetch-site']
      const ownOrigin = `${req.protocol}://${req.headers.host}`
      const allowed =
        origin === undefined ? site !== 'cross-site' : origin === trusted || origin === ownOrigin
      done(allowed ? undefined : new Refusal(403, 'Cross-site request refused'))
    })
  },
  { name: 'origin-check' },
)
