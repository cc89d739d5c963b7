import { existsSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { createAuth } from './auth/auth'
import { registerOriginCheck } from './auth/csrf'
import { createGuards } from './auth/guards'
import type { Config } from './config'
import type { Database } from './db/client'
import { registerErrorHandling } from './errors'
import { logResponses } from './request-log'
import { registerSecurityHeaders } from './security-headers'
import { redisRateLimitStore } from './rate-limit-store'
import { catalogueRoutes } from './modules/catalogue/routes'
import { catalogueService } from './modules/catalogue/service'
import { publicResponseCache, serverAnsweringEarly } from './modules/catalogue/public-cache'
import { inventoryRoutes } from './modules/catalogue/inventory-routes'
import { inventoryService } from './modules/catalogue/inventory-service'
import { uploadRoutes } from './modules/uploads/routes'
import { avifEncoder } from './modules/uploads/avif'
import { newsletterRoutes } from './modules/newsletter/routes'
import { wishlistRoutes } from './modules/wishlist/routes'
import { wishlistService } from './modules/wishlist/service'
import { bookingRoutes } from './modules/bookings/routes'
import { bookingsService } from './modules/bookings/service'
import { sandboxProvider } from './payments/sandbox'
import { stripeProvider } from './payments/stripe'
import { stripeWebhookRoutes } from './modules/bookings/stripe-webhook'
import { localDiskStorage } from './storage/local-disk'
import { mediaRoutes } from './storage/media-routes'
import { healthRoutes } from './modules/health/routes'
import { pageSender } from './modules/pages/render-page'
import { accountRoutes } from './modules/accounts/routes'
import { userRoutes } from './modules/users/routes'
import { usersService } from './modules/users/service'
import { recordRoutes } from './security/routes'
import { registerDraining } from './shutdown'

export interface AppDeps {
  config: Config
  database: Database
  /** Where the local-disk image backend keeps its files (served at /media). */
  mediaDir: string
  /** Signs session cookies (config.authSecret, or one kept in the data directory). */
  authSecret: string
  logger?: FastifyServerOptions['logger']
  /** Where the production logger writes (default stdout); the log-secrets test captures it. */
  logStream?: { write(line: string): void }
  /** How long public catalogue answers are reused in this process; 0 measures every query. */
  catalogueCacheMs?: number
}

const verboseLevels = new Set(['debug', 'trace'])
const YEAR = 365 * 24 * 3600

export async function buildApp({
  config,
  database,
  mediaDir,
  authSecret,
  logger,
  logStream,
  catalogueCacheMs,
}: AppDeps) {
  // Set last in buildApp: no early answer before the app is complete.
  let draining: ReturnType<typeof registerDraining> | undefined = undefined
  const catalogueCache = publicResponseCache({
    // API tests change the database behind the app's back, so they see every change at once.
    ttlMs: catalogueCacheMs ?? (config.env === 'test' ? 0 : 5000),
    // Every answer passes Fastify's hooks while the server drains (503s, connections closed)
    // and when each answer is logged (LOG_LEVEL=debug).
    allowed: () =>
      draining !== undefined && !draining.active() && !verboseLevels.has(app.log.level),
  })
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      // Credentials in headers, wherever a plugin logs them (multipart logs busboy's at trace).
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'busboyOptions.headers.authorization',
        'busboyOptions.headers.cookie',
      ],
      ...(logStream ? { stream: logStream } : {}),
    },
    // Fastify's two lines per request cost about a third of the API's throughput; instead one
    // line per answer from logResponses (docs/decisions.md "Request logging").
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Stored public answers go out before Fastify sees the request (public-cache.ts).
    serverFactory: serverAnsweringEarly(catalogueCache),
  }).withTypeProvider<ZodTypeProvider>()
  logResponses(app)
  recordRoutes(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)

  // With Stripe, its card form (Stripe.js and its frames) is the one outside script allowed.
  const stripeOrigins = config.stripe ? ['https://js.stripe.com'] : []
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeOrigins],
        frameSrc: [
          "'self'",
          ...stripeOrigins,
          ...(config.stripe ? ['https://hooks.stripe.com'] : []),
        ],
        // React and Swiper set style attributes; no inline <style> or script is served.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
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
  })
  // No page needs the camera, microphone or location; only Stripe's card form may ask to pay.
  const permissionsPolicy = [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    config.stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()',
  ].join(', ')
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', permissionsPolicy)
  })
  await app.register(compress, { threshold: 1024 })
  // With REDIS_URL every app process counts against the same limits (rate-limit-store.ts).
  const shared = config.redisUrl ? await redisRateLimitStore(config.redisUrl, app.log) : undefined
  if (shared) {
    app.addHook('onClose', async () => {
      // Not connected: quit fails; disconnect also stops the reconnection attempts.
      await shared.redis.quit().catch(() => shared.redis.disconnect())
    })
  }
  await app.register(rateLimit, { global: false, ...(shared ? { store: shared.Store } : {}) })
  registerOriginCheck(app, config.publicUrl)
  await app.register(multipart)

  await app.register(swagger, {
    openapi: { info: { title: 'Wheelanes API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  const storage = localDiskStorage(mediaDir)
  const avif = avifEncoder(storage, app.log)
  app.addHook('onClose', () => avif.stop())

  const auth = createAuth(database.db, config, authSecret, app.log)
  const guards = createGuards(auth)
  await app.register(
    async (api) => {
      // After any successful write (its transaction has committed; the client has not yet
      // heard back), this process forgets cached catalogue answers and session lookups.
      api.addHook('onSend', async (req, reply) => {
        if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) {
          catalogueCache.forget()
          guards.forgetSessions()
        }
      })
      await api.register(healthRoutes, { db: database.db })
      await api.register(accountRoutes, {
        auth,
        guards,
        googleEnabled: Boolean(config.google),
        signupRateLimit: config.signupRateLimit,
      })
      await api.register(userRoutes, { users: usersService(database.db), guards })
      const catalogue = catalogueService(database.db)
      await api.register(catalogueRoutes, { catalogue, guards, cache: catalogueCache })
      await api.register(wishlistRoutes, {
        wishlist: wishlistService(database.db, catalogue),
        guards,
      })
      await api.register(newsletterRoutes, { db: database.db })
      await api.register(inventoryRoutes, { inventory: inventoryService(database.db), guards })
      const stripe = config.stripe && stripeProvider(config.stripe)
      const bookings = bookingsService(database.db, stripe ?? sandboxProvider)
      await api.register(bookingRoutes, { bookings, guards, sandbox: !stripe })
      if (stripe) await api.register(stripeWebhookRoutes, { stripe, bookings })
      await api.register(uploadRoutes, {
        db: database.db,
        storage,
        avif,
        guards,
      })
    },
    { prefix: '/api' },
  )

  await app.register(mediaRoutes, { root: mediaDir, storage })

  const hasClient = existsSync(path.join(config.clientDir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      // Pages, `/` included, come from the not-found handler below (server-rendered).
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=0, must-revalidate',
        )
      },
    })
  }

  const sendPage = hasClient ? await pageSender(app, config.clientDir) : null
  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      req.method === 'GET' && !req.url.startsWith('/api') && !req.url.startsWith('/media')
    if (sendPage && wantsPage) return sendPage(req, reply)
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` })
  })

  // Last, so that a 503 while stopping carries the security headers too.
  draining = registerDraining(app)
  app.decorate('drain', draining.drain)

  return app
}
export type App = Awaited<ReturnType<typeof buildApp>>
