import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { createAuth } from './auth/auth'
import { createGuards } from './auth/guards'
import { startJobs } from './jobs/jobs'
import type { Config } from './config'
import type { Database } from './db/client'
import { accountEvents } from './modules/accounts/account-events'
import { accountService } from './modules/accounts/account-service'
import { accountSettingsRoutes } from './modules/accounts/account-routes'
import { accountRoutes } from './modules/accounts/routes'
import { bookingRoutes } from './modules/bookings/routes'
import { reviewsService } from './modules/bookings/reviews'
import { bookingsService } from './modules/bookings/service'
import { catalogueRoutes } from './modules/catalogue/routes'
import { moneyModule } from './modules/money/module'
import { offersModule } from './modules/offers/module'
import { offerRoutes } from './modules/offers/routes'
import { moneyRoutes } from './modules/money/routes'
import { stripeWebhookRoutes } from './modules/money/stripe-webhook'
import { sellerRoutes } from './modules/sellers/routes'
import { messageRoutes } from './modules/messages/routes'
import { messageFeed } from './modules/messages/feed'
import { messagesService } from './modules/messages/service'
import { alertRoutes } from './modules/alerts/routes'
import { alertsService } from './modules/alerts/service'
import { catalogueService } from './modules/catalogue/service'
import { dealsService } from './modules/deals/service'
import { dealersModule } from './modules/dealers/module'
import { dealerLeaving } from './modules/dealers/leaving'
import { dealerRoutes } from './modules/dealers/routes'
import { apiKeyRoutes, apiKeyUse } from './modules/dealers/api-key-routes'
import { dealerPhotosModule } from './modules/dealers/photo-fetch-job'
import { dealerPhotoRoutes } from './modules/dealers/photo-routes'
import { feedsModule } from './modules/dealers/feeds'
import { importService } from './modules/dealers/import'
import { stockService } from './modules/dealers/stock'
import { dealerStockRoutes } from './modules/dealers/stock-routes'
import { leadsModule } from './modules/leads/module'
import { leadRoutes } from './modules/leads/routes'
import { healthRoutes } from './modules/health/routes'
import { inventoryRoutes } from './modules/inventory/routes'
import { inventoryService } from './modules/inventory/service'
import { mailRoutes } from './modules/mail/routes'
import { auditService } from './modules/moderation/audit'
import { moderationRoutes } from './modules/moderation/routes'
import { moderationService } from './modules/moderation/service'
import { mailService } from './modules/mail/service'
import { newsletterRoutes } from './modules/newsletter/routes'
import { eventStreams } from './modules/notifications/event-stream'
import { notificationRoutes } from './modules/notifications/routes'
import { notificationsService } from './modules/notifications/service'
import { newsletterService } from './modules/newsletter/service'
import { avifEncoder } from './modules/uploads/avif'
import { missingWidths } from './modules/uploads/missing-widths'
import { uploadRoutes } from './modules/uploads/routes'
import { uploadsModule } from './modules/uploads/module'
import { userRoutes } from './modules/users/routes'
import { usersService } from './modules/users/service'
import { wishlistRoutes } from './modules/wishlist/routes'
import { wishlistService } from './modules/wishlist/service'
import { sandboxProvider } from './payments/sandbox'
import { stripeProvider } from './payments/stripe'
import { apiDocs } from './plugins/api-docs'
import { errorHandler } from './plugins/error-handler'
import { gracefulShutdown } from './plugins/graceful-shutdown'
import { originCheck } from './plugins/origin-check'
import { rateLimits } from './plugins/rate-limit'
import { requestLog } from './plugins/request-log'
import { securityHeadersPlugin } from './plugins/security-headers'
import { contactRoutes, siteFileRoutes } from './modules/site/routes'
import { siteService } from './modules/site/service'
import { statsRoutes } from './modules/stats/routes'
import { statsService } from './modules/stats/service'
import { viewCounter } from './modules/stats/views'
import { webApp } from './plugins/web-app'
import { serializerCompiler } from './serializer'
import { imageStorage } from './storage/from-config'
import { mediaRoutes } from './storage/media-routes'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that changes nothing the catalogue or sessions hold (a car page's view). */
    keepsCaches?: boolean
  }
}

export interface AppOptions {
  config: Config
  database: Database
  /** Signs session cookies (config.authSecret, or one kept in the data directory). */
  authSecret: string
}

/**
 * The marketplace as one Fastify plugin (fastify/demo's app.ts): the policy every answer
 * follows, then the API's modules under /api, then photos and the web app. main.ts registers
 * it on a server made from server.ts's options; tests do the same.
 */
export const app = fp(
  async function app(server: FastifyInstance, { config, database, authSecret }: AppOptions) {
    server.setValidatorCompiler(validatorCompiler)
    server.setSerializerCompiler(serializerCompiler)
    await server.register(errorHandler)
    await server.register(requestLog)
    await server.register(securityHeadersPlugin, { stripe: Boolean(config.stripe) })
    await server.register(gracefulShutdown)
    await server.register(compress, { threshold: 1024 })
    await server.register(rateLimits, { redisUrl: config.redisUrl })
    await server.register(originCheck, { publicUrl: config.publicUrl })
    await server.register(apiDocs)

    const { db } = database
    // Stopped first on close: jobs still running finish while the database is open.
    const jobs = await startJobs(database, server.log, { pollSeconds: config.jobPollMs / 1000 })
    server.addHook('onClose', () => jobs.stop())
    const mail = await mailService(db, jobs, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: server.log,
    })
    server.addHook('onClose', () => mail.close())
    const notifications = notificationsService(db, {
      mail,
      publicUrl: config.publicUrl,
      secret: authSecret,
    })
    // Open event streams end before the server waits for its connections to close.
    const events = await eventStreams(database, [notifications.feed, messageFeed(db)], server.log)
    server.addHook('preClose', () => events.stop())
    const storage = await imageStorage(config)
    const avif = avifEncoder(storage, server.log)
    // The encoder stops before the storage lets go of its connections (hooks run in order).
    server.addHook('onClose', () => avif.stop())
    server.addHook('onClose', async () => storage.close())
    const auth = createAuth(
      db,
      config,
      authSecret,
      server.log,
      accountEvents(mail, notifications, config.publicUrl),
    )
    const guards = createGuards(auth)
    const catalogue = catalogueService(db, { cacheTtlMs: config.catalogueCacheTtlMs })
    const uploads = await uploadsModule(db, { storage, avif, jobs, limits: config.uploads })
    const alerts = await alertsService(db, { catalogue, notifications, jobs })
    // The nightly recompute changes what cars show: this process forgets its catalogue then.
    const deals = await dealsService(db, { jobs, onRecomputed: () => catalogue.forget() })
    const audit = auditService(db)
    // Bookings are made below; a price edit reaches them only once the app runs.
    const inventory = inventoryService(
      db,
      uploads,
      notifications,
      alerts,
      deals,
      audit,
      (tx, carId, cents) => bookings.repriced(tx, carId, cents),
      config.featured,
    )
    // Every buyer's action on a dealer's car is a lead: the modules below tell it in their
    // transaction, and when one of the dealer's people answers.
    const leads = await leadsModule(db, { notifications, mail, jobs, publicUrl: config.publicUrl })
    const stripe = config.stripe && stripeProvider(config.stripe)
    const reviews = reviewsService(db, { windowMs: config.reviewWithinMs })
    const money = await moneyModule(db, {
      provider: stripe || sandboxProvider,
      inventory,
      notifications,
      jobs,
      audit,
      rules: config.money,
      publicUrl: config.publicUrl,
      leads,
      // Offers are made below; a hold closes the others' offers on the car once the app runs.
      onHeld: (tx, carId, buyerId) =>
        offers.closeOn(tx, carId, buyerId, 'another buyer is paying for the car.'),
    })
    const bookings = await bookingsService(db, {
      reviews,
      inventory,
      notifications,
      jobs,
      timers: config.bookingTimers,
      publicUrl: config.publicUrl,
      releaseHeld: money.money.releaseIn,
      buyWithinMs: config.money.buyWithinMs,
      openPerBuyer: config.openBookingsPerBuyer,
      leads,
    })

    const offers = await offersModule(db, {
      inventory,
      bookings,
      notifications,
      jobs,
      rules: config.offers,
      leads,
    })
    const wishlist = wishlistService(db, { catalogue, bookings })
    const messages = await messagesService(db, {
      catalogue,
      notifications,
      jobs,
      leads,
      emailAfterMs: config.messageEmailAfterMs,
    })
    const newsletter = newsletterService(db)
    const views = viewCounter(db, server.log)
    // Before the database closes: the views counted since the last flush are written.
    server.addHook('onClose', () => views.stop())
    const stats = statsService(db, { views })
    const site = siteService(db, { mail, mailFrom: config.mailFrom })
    const users = usersService(db, {
      inventory,
      bookings,
      wishlist,
      messages,
      alerts,
      newsletter,
      notifications,
      audit,
      leads,
      dealers: dealerLeaving({ inventory }),
    })
    const dealers = dealersModule(db, {
      guards,
      mail,
      audit,
      publicUrl: config.publicUrl,
      responseTime: leads.responseTime,
    })
    // Photos a dealer's import names by URL, fetched in the background.
    const dealerPhotos = await dealerPhotosModule(db, {
      inventory,
      uploads,
      jobs,
      limits: config.imports,
      log: server.log,
    })
    // A dealer's stock by stock number, whole stock files, and the feeds that fetch them.
    const dealerStock = stockService(db, { inventory, photos: dealerPhotos })
    const dealerImports = importService(db, { stock: dealerStock })
    const dealerFeeds = await feedsModule(db, {
      imports: dealerImports,
      jobs,
      limits: config.imports,
      log: server.log,
    })
    const moderation = moderationService(db, {
      inventory,
      bookings,
      messaging: messages,
      notifications,
      catalogue,
      audit,
    })
    const account = accountService(db, {
      users,
      inventory,
      bookings,
      wishlist,
      alerts,
      reviews,
      newsletter,
      notifications,
      secret: authSecret,
    })

    await server.register(
      async (api) => {
        // Answers that depend on who asks are never stored by anyone; public ones say otherwise.
        api.addHook('onSend', (req, reply, payload, done) => {
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store')
          // A write has committed (the client has not heard back yet): this process forgets
          // what it remembers of the catalogue and of sessions (sign-out, a deleted user).
          const write = req.method !== 'GET' && req.method !== 'HEAD'
          if (write && reply.statusCode < 400 && !req.routeOptions.config.keepsCaches) {
            catalogue.forget()
            guards.forgetSessions()
          }
          done(null, payload)
        })
        // Before every route: a call made with a dealer's API key is counted, limited and audited.
        await api.register(apiKeyUse, {
          apiKeys: dealers.apiKeys,
          perMinute: config.apiKeyCallsPerMinute,
        })
        await api.register(healthRoutes, { ping: database.ping, pingStorage: storage.ping })
        await api.register(accountRoutes, {
          auth,
          guards,
          googleEnabled: Boolean(config.google),
          signupRateLimit: config.signupRateLimit,
        })
        await api.register(userRoutes, { users, guards })
        await api.register(accountSettingsRoutes, {
          auth,
          guards,
          account,
          googleEnabled: Boolean(config.google),
        })
        await api.register(catalogueRoutes, { catalogue, guards })
        await api.register(sellerRoutes, { catalogue, reviews })
        await api.register(messageRoutes, { messages, guards })
        await api.register(wishlistRoutes, { wishlist, guards })
        await api.register(alertRoutes, { alerts, guards })
        await api.register(newsletterRoutes, { newsletter })
        await api.register(contactRoutes, { site })
        await api.register(inventoryRoutes, { inventory, guards })
        await api.register(bookingRoutes, { bookings, guards })
        await api.register(moneyRoutes, {
          money: money.money,
          payouts: money.payouts,
          figures: money.figures,
          view: bookings.visible,
          guards,
        })
        if (stripe) {
          await api.register(stripeWebhookRoutes, {
            db,
            stripe,
            money: money.money,
            payouts: money.payouts,
          })
        }
        await api.register(offerRoutes, { offers, guards })
        await api.register(uploadRoutes, { uploads, guards })
        await api.register(mailRoutes, { mail, guards })
        await api.register(moderationRoutes, { moderation, audit, guards })
        await api.register(notificationRoutes, { notifications, events, guards })
        await api.register(statsRoutes, { stats, views, catalogue, guards })
        await api.register(dealerRoutes, { dealers, guards })
        await api.register(apiKeyRoutes, { apiKeys: dealers.apiKeys, access: dealers.access })
        await api.register(dealerPhotoRoutes, { photos: dealerPhotos, access: dealers.access })
        await api.register(leadRoutes, { leads, access: dealers.access, guards })
        await api.register(dealerStockRoutes, {
          stock: dealerStock,
          imports: dealerImports,
          feeds: dealerFeeds,
          access: dealers.access,
        })
      },
      { prefix: '/api' },
    )

    const root = config.storage.kind === 'local' ? config.storage.dir : undefined
    const widths = missingWidths(storage, server.log)
    await server.register(mediaRoutes, { root, storage, makeWidth: widths.make })
    await server.register(siteFileRoutes, { site, publicUrl: config.publicUrl })
    await server.register(webApp, { clientDir: config.clientDir, publicUrl: config.publicUrl })
  },
  { name: 'wheelanes' },
)
