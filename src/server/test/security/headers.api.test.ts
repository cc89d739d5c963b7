import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { makeFixtures, unusedStripe } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'

let t: TestApp
let stripe: TestApp
let buyer: Session
let photo = ''

beforeAll(async () => {
  t = await testApp({ client: 'stand-in' })
  stripe = await testApp({ client: 'stand-in', env: unusedStripe })
  const f = await makeFixtures(t.app, t.db)
  buyer = await f.person('buyer')
  photo = await f.upload(await f.person('seller'))
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

/** The CSP as a map of directive to its sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

describe('browser protections', () => {
  const samples = [
    ['a page', () => '/'],
    ['a page route the web app handles', () => '/dashboard/mycars'],
    ['an API answer', () => '/api/cars'],
    ['an API error', () => '/api/bookings'],
    ['a photo', () => photo],
  ] as const

  for (const [what, url] of samples) {
    it(`sends the security headers on ${what}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: url() })
      expect(res.statusCode).toBeLessThan(500)
      const policy = csp(res.headers['content-security-policy'])
      const scripts = policy.get('script-src') ?? policy.get('default-src')!
      expect(scripts).toContain("'self'")
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      expect(scripts.some((s) => s === '*' || s.startsWith('http:'))).toBe(false)
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('form-action')).toEqual(["'self'"])
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      )
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
    })
  }

  it("lets only Stripe's card form in, when Stripe is the payment provider", async () => {
    const res = await stripe.app.inject({ method: 'GET', url: '/' })
    const policy = csp(res.headers['content-security-policy'])
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com'])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    )
  })

  it('grants no other origin read access (no CORS headers, even to a preflight)', async () => {
    const origin = 'https://evil.example'
    const read = await t.app.inject({ method: 'GET', url: '/api/cars', headers: { origin } })
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    for (const res of [read, preflight]) {
      expect(res.statusCode).toBeLessThan(500)
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
      expect(res.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })

  it('serves the API docs page under a CSP without inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    const scripts = csp(res.headers['content-security-policy']).get('script-src')!
    expect(scripts).not.toContain("'unsafe-inline'")
  })
})

describe('errors Fastify raises before a route', () => {
  /** The parts of an answer our own errors always have. */
  function expectOurs(status: number, headers: Record<string, unknown>, body: string) {
    expect(headers['content-type']).toMatch(/^application\/json/)
    expect(typeof JSON.parse(body).message).toBe('string')
    expect(JSON.parse(body).message).not.toMatch(/FST_|statusCode/)
    expect(Object.keys(JSON.parse(body))).toEqual(['message'])
    expect(headers['x-frame-options'], `${status}`).toBe('DENY')
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(headers['permissions-policy']).toBeTruthy()
  }

  it('a malformed URL is a 400 in our shape, with our headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/featured-cars/%ff' })
    expect(res.statusCode).toBe(400)
    expectOurs(400, res.headers, res.body)
  })

  it('a path parameter over 100 characters is a 414 in our shape, with our headers', async () => {
    // Without the web app; with it, the path falls through to the pages route as unknown (404).
    const api = await testApp()
    try {
      const url = `/api/featured-cars/${'a'.repeat(120)}`
      const res = await api.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(414)
      expectOurs(414, res.headers, res.body)
      const withPages = await t.app.inject({ method: 'GET', url })
      expect(withPages.statusCode).toBe(404)
      expectOurs(404, withPages.headers, withPages.body)
    } finally {
      await api.close()
    }
  })

  it('headers too large for the parser are a 431 in our shape, with our headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end(`GET /api/cars?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
      })
      let text = ''
      socket.on('data', (d) => (text += d.toString()))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    const [head = '', body = ''] = raw.split('\r\n\r\n')
    const [statusLine, ...lines] = head.split('\r\n')
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 2)]),
    )
    expectOurs(431, headers, body)
  })
})

describe('cross-site request forgery', () => {
  const site = 'http://localhost:3000'
  const formPost = (url: string, headers: Record<string, string>, body = 'x=1') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: buyer.cookie,
        ...headers,
      },
    })
  const signedIn = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: buyer.cookie } })
    ).json().user !== null

  it('refuses a form another site posts with the visitor’s cookie', async () => {
    const forged = [
      formPost('/api/auth/logout', { origin: 'https://evil.example' }),
      formPost('/api/bookings', { origin: 'https://evil.example' }, 'car_id=x&phone=1'),
      formPost('/api/newsletter', { origin: 'null' }, 'email=a%40b.example'),
      // An old browser without Origin still says where the request comes from.
      formPost('/api/auth/logout', { 'sec-fetch-site': 'cross-site' }),
      // A look-alike of our own origin is another site.
      formPost('/api/auth/logout', { origin: `${site}.evil.example` }),
    ]
    for (const res of await Promise.all(forged)) {
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Cross-site request refused')
    }
    expect(await signedIn()).toBe(true)
  })

  it('lets the site’s own form post through to its usual answer', async () => {
    // Our pages send JSON, so a same-site form body is refused as the wrong media type.
    const res = await formPost('/api/newsletter', { origin: site }, 'email=a%40b.example')
    expect(res.statusCode).toBe(415)
    expect(await signedIn()).toBe(true)
  })
})
