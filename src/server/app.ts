import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config'
import type { Database, Tx } from './db/client'
import { infrastructure } from './infrastructure'
import { api } from './modules'
import { accountService } from './modules/accounts/module'
import { alertsService } from './modules/alerts/module'
import { bookingsModule } from './modules/bookings/module'
import { bookingPayments } from './modules/bookings/payments'
import { reviewsService } from './modules/bookings/reviews'
import { catalogueService } from './modules/catalogue/module'
import { dealsService } from './modules/deals/service'
import { dealerLeaving, dealersModule } from './modules/dealers/module'
import { inventoryModule } from './modules/inventory/module'
import { leadsModule } from './modules/leads/module'
import { messagesService } from './modules/messages/module'
import { auditService, moderationService } from './modules/moderation/module'
import { moneyModule } from './modules/money/module'
import { newsletterService } from './modules/newsletter/module'
import { offersModule } from './modules/offers/module'
import { siteFileRoutes, siteService } from './modules/site/module'
import { statsService, viewCounter } from './modules/stats/module'
import { missingWidths, uploadsModule } from './modules/uploads/module'
import { usersService } from './modules/users/module'
import { profileService } from './modules/users/profile'
import { wishlistService } from './modules/wishlist/module'
import { sandboxProvider } from './payments/sandbox'
import { policy } from './plugins/policy'
import { webApp } from './plugins/web-app'
import { mediaRoutes } from './storage/media-routes'

export interface AppOptions {
  config: Config
  database: Database
  /** Signs session cookies (config.authSecret, or one kept in the data directory). */
  authSecret: string
}

/**
 * The marketplace as one Fastify plugin (fastify/demo's app.ts): the policy every answer
 * follows, then the services, made in the order they need each other, then every module's
 * routes under /api (modules/index.ts), then photos and the web app. main.ts registers it on
 * a server made from server.ts's options; tests do the same.
 */
export const app = fp(
  async function app(server: FastifyInstance, { config, database, authSecret }: AppOptions) {
    await server.register(policy, { config })
    const s1 = await infrastructure(server, { config, database, authSecret })
    const { db, log, publicUrl, jobs, mail, notifications, storage, avif, guards, stripe } = s1
    // Each service takes what it names from the bag of those made before it (s1 to s4).
    const catalogue = catalogueService(db, { cacheTtlMs: config.catalogueCacheTtlMs })
    const uploads = await uploadsModule(db, { storage, avif, jobs, limits: config.uploads })
    const alerts = await alertsService(db, { catalogue, notifications, jobs })
    // The nightly recompute changes what cars show: this process forgets its catalogue then.
    const deals = await dealsService(db, { jobs, onRecomputed: () => catalogue.forget() })
    const audit = auditService(db)
    // A person's row as other modules change it (name, e-mail wishes, role, kept rating).
    const profile = profileService(db)
    const s2 = { ...s1, catalogue, uploads, alerts, deals, audit, profile }
    // Bookings are made below; a price edit reaches them only once the app runs.
    const repriced = (tx: Tx, carId: string, cents: number) => bookings.repriced(tx, carId, cents)
    const inventory = inventoryModule(db, { ...s2, repriced })
    // Every buyer's action on a dealer's car is a lead: the modules below tell it in their
    // transaction, and when one of the dealer's people answers.
    const leads = await leadsModule(db, s1)
    const reviews = reviewsService(db, { windowMs: config.reviewWithinMs, profile })
    // Offers are made below; a hold closes the others' offers on the car once the app runs.
    const onHeld = (tx: Tx, carId: string, buyerId: string) =>
      offers.closeOn(tx, carId, buyerId, 'another buyer is paying for the car.')
    const provider = stripe || sandboxProvider
    const money = await moneyModule(db, {
      ...s2,
      // A booking's payment columns: money moves them, bookings writes the row.
      bookingPayments: bookingPayments(),
      provider,
      inventory,
      leads,
      onHeld,
      rules: config.money,
    })
    const s3 = { ...s2, inventory, leads, reviews, money, releaseHeld: money.money.releaseIn }
    const bookings = await bookingsModule(db, s3)
    const offers = await offersModule(db, { ...s3, bookings, rules: config.offers })
    const wishlist = wishlistService(db, { catalogue, bookings })
    const messages = await messagesService(db, { ...s3, emailAfterMs: config.messageEmailAfterMs })
    const newsletter = newsletterService(db)
    const views = viewCounter(db, log)
    // Before the database closes: the views counted since the last flush are written.
    server.addHook('onClose', () => views.stop())
    const stats = statsService(db, { views })
    const site = siteService(db, { mail, mailFrom: config.mailFrom })
    const s4 = { ...s3, bookings, offers, wishlist, messages, newsletter, views, stats, site }
    const users = usersService(db, { ...s4, dealers: dealerLeaving({ inventory }) })
    const dealersDeps = { ...s4, responseTime: leads.responseTime, limits: config.imports }
    const dealers = await dealersModule(db, dealersDeps)
    // A report resolved by suspending the person asks users, which imports moderation's audit.
    const moderation = moderationService(db, {
      ...s4,
      messaging: messages,
      suspendIn: users.suspendIn,
    })
    const account = accountService(db, { ...s4, users })
    const deps = { ...s4, users, dealers, moderation, account }

    const forget = () => {
      catalogue.forget()
      guards.forgetSessions()
    }
    await server.register(api, { deps, forget, prefix: '/api' })

    const root = config.storage.kind === 'local' ? config.storage.dir : undefined
    const widths = missingWidths(storage, log)
    await server.register(mediaRoutes, { root, storage, makeWidth: widths.make })
    await server.register(siteFileRoutes, { site, publicUrl })
    await server.register(webApp, { clientDir: config.clientDir, publicUrl })
  },
  { name: 'wheelanes' },
)
