import type { FastifyInstance } from 'fastify'
import { createAuth } from './auth/auth'
import { createGuards } from './auth/guards'
import type { Config } from './config'
import type { Database } from './db/client'
import { startJobs } from './jobs/jobs'
import { accountEvents } from './modules/accounts/module'
import { mailModule } from './modules/mail/module'
import { messageFeed } from './modules/messages/module'
import { eventStreams, notificationsService } from './modules/notifications/module'
import { avifEncoder } from './modules/uploads/module'
import { stripeProvider } from './payments/stripe'
import { imageStorage } from './storage/from-config'

/**
 * What every module stands on, made once for app.ts: jobs, the outbox, notifications and their
 * event streams, the photo store, sign-in and the guards. Each is closed in the order its
 * hooks are added: the server's hooks run in order.
 */
export async function infrastructure(
  server: FastifyInstance,
  { config, database, authSecret }: { config: Config; database: Database; authSecret: string },
) {
  const { db } = database
  const { log } = server
  const { publicUrl } = config
  // Stopped first on close: jobs still running finish while the database is open.
  const jobs = await startJobs(database, log, { pollSeconds: config.jobPollMs / 1000 })
  server.addHook('onClose', () => jobs.stop())
  const mail = await mailModule(db, jobs, config, log)
  server.addHook('onClose', () => mail.close())
  const notifications = notificationsService(db, { mail, publicUrl, secret: authSecret })
  // Open event streams end before the server waits for its connections to close.
  const events = await eventStreams(database, [notifications.feed, messageFeed(db)], log)
  server.addHook('preClose', () => events.stop())
  const storage = await imageStorage(config)
  const avif = avifEncoder(storage, log)
  // The encoder stops before the storage lets go of its connections (hooks run in order).
  server.addHook('onClose', () => avif.stop())
  server.addHook('onClose', async () => storage.close())
  const told = accountEvents(mail, notifications, publicUrl)
  const auth = createAuth(db, config, authSecret, log, told)
  const guards = createGuards(auth)
  const stripe = config.stripe && stripeProvider(config.stripe)
  const base = { db, database, config, publicUrl, log, jobs, mail, notifications, events }
  return { ...base, storage, avif, auth, guards, stripe, secret: authSecret }
}
