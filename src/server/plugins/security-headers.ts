import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

const YEAR = 365 * 24 * 3600

/** The app's helmet options; with Stripe, its card form is the one outside script allowed. */
export function helmetOptions({ stripe }: { stripe: boolean }): HelmetOptions {
  const stripeOrigins = stripe ? ['https://js.stripe.com'] : []
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeOrigins],
        frameSrc: ["'self'", ...stripeOrigins, ...(stripe ? ['https://hooks.stripe.com'] : [])],
        // React and Swiper set style attributes; no inline <style> or script is served.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent on every answer: browsers ignore it over plain HTTP and honour it over HTTPS, so it
    // also holds when a TLS proxy in front is not trusted to say the request was HTTPS.
    strictTransportSecurity: { maxAge: YEAR, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  }
}

/**
 * Helmet's headers worked out once. @fastify/helmet builds the whole helmet middleware again
 * for every request (parsing the CSP directives each time), which cost a tenth of the API's
 * throughput; with no per-request values (no nonces, no function directives) the headers are
 * the same for every answer, so they are computed at start-up. Same library, same options,
 * same headers (security-headers.test.ts).
 */
export function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
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

/** Every header the app sends on every answer, errors Fastify raises itself included. */
export function securityHeaders({ stripe }: { stripe: boolean }): Record<string, string> {
  return {
    ...computeHelmetHeaders(helmetOptions({ stripe })),
    // No page needs the camera, microphone or location; only Stripe's card form may ask to pay.
    'permissions-policy': [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()',
    ].join(', '),
  }
}

export const securityHeadersPlugin = fp(
  async function securityHeadersPlugin(app: FastifyInstance, { stripe }: { stripe: boolean }) {
    const headers = securityHeaders({ stripe })
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security-headers' },
)
