import type { FastifyInstance } from 'fastify'

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * CSRF defence for cookie-authenticated writes: a browser names the page's origin on every
 * POST, PUT, PATCH or DELETE, and a write that carries our cookies must come from our own
 * origin. Bearer-token clients send no cookies and are not affected; SameSite=Lax cookies are
 * the first line, this is the second.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const trusted = new URL(publicUrl).origin
  app.addHook('onRequest', async (req, reply) => {
    if (!unsafe.has(req.method) || !req.headers.cookie) return
    const origin = req.headers.origin
    const site = req.headers['sec-fetch-site']
    const ownOrigin = `${req.protocol}://${req.headers.host}`
    const allowed =
      origin === undefined ? site !== 'cross-site' : origin === trusted || origin === ownOrigin
    if (!allowed) return reply.code(403).send({ message: 'Cross-site request refused' })
  })
}
