import fastifyHelmet from '@fastify/helmet'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { computeHelmetHeaders, helmetOptions } from './security-headers'

// The app's own options with Stripe on, the richer case.
const options = helmetOptions({ stripe: true })

async function headersWith(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify()
  await register(app)
  app.get('/', () => ({ ok: true }))
  const res = await app.inject({ method: 'GET', url: '/' })
  await app.close()
  const { date: _date, ...rest } = res.headers
  return rest
}

describe('security headers computed once', () => {
  it('are exactly the headers @fastify/helmet sends with the same options', async () => {
    const plugin = await headersWith(async (app) => {
      await app.register(fastifyHelmet, options)
    })
    const ours = await headersWith(async (app) => {
      const headers = computeHelmetHeaders(options)
      app.addHook('onRequest', async (_req: FastifyRequest, reply: FastifyReply) => {
        reply.headers(headers)
      })
    })
    expect(ours).toEqual(plugin)
    expect(ours['content-security-policy']).toContain("script-src 'self' https://js.stripe.com")
    expect(ours['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(ours['x-frame-options']).toBe('DENY')
  })
})
