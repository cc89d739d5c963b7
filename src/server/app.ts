import { existsSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyServerOptions } from 'fastify'
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
import { catalogueRoutes } from './modules/catalogue/routes'
import { catalogueService } from './modules/catalogue/service'
import { inventoryRoutes } from './modules/catalogue/inventory-routes'
import { inventoryService } from './modules/catalogue/inventory-service'
import { uploadRoutes } from './modules/uploads/routes'
import { newsletterRoutes } from './modules/newsletter/routes'
import { wishlistRoutes } from './modules/wishlist/routes'
import { wishlistService } from './modules/wishlist/service'
import { bookingRoutes } from './modules/bookings/routes'
import { bookingsService } from './modules/bookings/service'
import { sandboxProvider } from './payments/sandbox'
import { stripeProvider } from './payments/stripe'
import { stripeWebhookRoutes } from './modules/bookings/stripe-webhook'
import { localDiskStorage } from './storage/local-disk'
import { healthRoutes } from './modules/health/routes'
import { accountRoutes } from './modules/accounts/routes'
import { userRoutes } from './modules/users/routes'
import { usersService } from './modules/users/service'

export interface AppDeps {
  config: Config
  database: Database
  /** Where the local-disk image backend keeps its files (served at /media). */
  mediaDir: string
  /** Signs session cookies (config.authSecret, or one kept in the data directory). */
  authSecret: string
  logger?: FastifyServerOptions['logger']
}

const YEAR = 365 * 24 * 3600

export async function buildApp({ config, database, mediaDir, authSecret, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)

  // With Stripe, its card form (Stripe.js and its frames) is the one outside script allowed.
  const stripeOrigins = config.stripe ? ['https://js.stripe.com'] : []
  await app.register(helmet, {
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
  })
  await app.register(compress, { threshold: 1024 })
  await app.register(rateLimit, { global: false })
  registerOriginCheck(app, config.publicUrl)
  await app.register(multipart)

  await app.register(swagger, {
    openapi: { info: { title: 'Wheelanes API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  const auth = createAuth(database.db, config, authSecret, app.log)
  const guards = createGuards(auth)
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db })
      await api.register(accountRoutes, {
        auth,
        guards,
        googleEnabled: Boolean(config.google),
        signupRateLimit: config.signupRateLimit,
      })
      await api.register(userRoutes, { users: usersService(database.db), guards })
      const catalogue = catalogueService(database.db)
      await api.register(catalogueRoutes, { catalogue, guards })
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
        storage: localDiskStorage(mediaDir),
        guards,
      })
    },
    { prefix: '/api' },
  )

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    // Keys are never reused for other bytes, so a browser may keep a file for good.
    immutable: true,
    maxAge: YEAR * 1000,
  })

  const hasClient = existsSync(path.join(config.clientDir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
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

  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      req.method === 'GET' && !req.url.startsWith('/api') && !req.url.startsWith('/media')
    if (hasClient && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` })
  })

  return app
}
export type App = Awaited<ReturnType<typeof buildApp>>
