import type { Db } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'
import type { MailService } from '../mail/service'
import type { NotificationsService } from '../notifications/service'
import { crmMail } from './crm'
import { leadsService } from './service'

/**
 * The leads module, made once at start (API.md "Leads"): the service other modules tell of a
 * buyer's action and of a member's answer, with the ADF e-mail to the dealer's CRM.
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
  return leads
}
