import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { Db } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'
import type { DealerAccess } from '../dealers/access'
import type { MailService } from '../mail/service'
import type { NotificationsService } from '../notifications/service'
import { crmMail } from './crm'
import { LEAD_REMINDERS, leadReminders } from './reminders'
import { leadRoutes } from './routes'
import { leadsService } from './service'

/**
 * The leads module, made once at start (docs/api.md "Leads"): the service other modules tell of a
 * buyer's action and of a member's answer, with the ADF e-mail to the dealer's CRM, and the
 * reminder of each lead nobody answered in time, swept every minute (`remind`, also for tests).
 */
export async function leadsModule(
  db: Db,
  deps: {
    notifications: NotificationsService
    mail: Pick<MailService, 'queue'>
    jobs: Jobs
    publicUrl: string
  },
) {
  const leads = leadsService(db, {
    notifications: deps.notifications,
    crm: crmMail(deps.mail, deps.publicUrl),
  })
  const remind = leadReminders(db, { due: leads.due, notifications: deps.notifications })
  await deps.jobs.scheduled(LEAD_REMINDERS, '* * * * *', () => remind())
  return { ...leads, remind }
}
export type LeadsModule = Awaited<ReturnType<typeof leadsModule>>

/** The leads module's routes: the dealer's Leads inbox, behind the dealer guard. */
export async function routes(
  api: FastifyInstance,
  deps: { leads: LeadsModule; dealers: { access: DealerAccess }; guards: Guards },
) {
  await api.register(leadRoutes, {
    leads: deps.leads,
    access: deps.dealers.access,
    guards: deps.guards,
  })
}
