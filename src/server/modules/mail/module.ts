import type { FastifyInstance } from 'fastify'
import type { FastifyBaseLogger } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'
import { mailRoutes } from './routes'
import type { MailService } from './service'
import { mailService } from './service'

/** The mail module's routes, registered under /api. */
export async function routes(api: FastifyInstance, deps: { mail: MailService; guards: Guards }) {
  await api.register(mailRoutes, { mail: deps.mail, guards: deps.guards })
}

/** The outbox, delivering through config's SMTP server. */
export function mailModule(db: Db, jobs: Jobs, config: Config, log: FastifyBaseLogger) {
  return mailService(db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, log })
}
