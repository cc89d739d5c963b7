import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'
import { mailRoutes } from './routes'
import { mailService } from './service'
import { moduleRoutes } from '../module-routes'

/** The mail module's routes, registered under /api. */
export const routes = moduleRoutes(mailRoutes)

/** The outbox, delivering through config's SMTP server. */
export function mailModule(db: Db, jobs: Jobs, config: Config, log: FastifyBaseLogger) {
  return mailService(db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, log })
}
