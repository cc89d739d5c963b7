import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityApp, type SecurityApp } from './app'
import { makeFixtures, type Session } from './fixtures'

let t: SecurityApp
let stripe: SecurityApp
let buyer: Session
let photo = ''

beforeAll(async () => {
  t = await securityApp({ withClient: true })
  stripe = await securityApp({
    withClient: true,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
    },
  })
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
