import { leadKindLabels } from '#shared/leads'
import type { Tx } from '../../db/client'
import type { MailService } from '../mail/service'
import { adfXml } from './adf'
import type { CrmLead } from './service'

/** The type CRMs take an ADF file as (ADF 1.0 names no registered one). */
export const ADF_CONTENT_TYPE = 'application/x-adf+xml'

/**
 * A new lead e-mailed to its dealer's CRM as ADF 1.0 XML (docs/api.md "Leads";
 * docs/decisions/0098-leads-to-a-dealer-s-crm-as-adf-1-0.md). The XML is both the plain-text body
 * and an attachment, since CRMs read one or the other. It is queued in the transaction that wrote
 * the lead, so a buyer's action that rolls back sends nothing, and the outbox delivers it once,
 * with retries. Its kind is private: the admin's Outbox does not show a buyer's contact details.
 */
export function crmMail(mail: Pick<MailService, 'queue'>, publicUrl: string) {
  const provider = { name: 'Wheelanes', url: publicUrl }
  return (tx: Tx, lead: CrmLead): Promise<string> => {
    const xml = adfXml(lead, provider)
    const { id, buyerName, kind } = lead.lead
    return mail.queue(tx, {
      to: lead.crmEmail,
      // The buyer's first name only: the admin's Outbox lists subjects.
      subject: `Lead: ${buyerName.split(' ')[0]} — ${lead.car.carName} (${leadKindLabels[kind]})`,
      kind: 'lead.adf',
      text: xml,
      attachment: { filename: `lead-${id}.adf.xml`, contentType: ADF_CONTENT_TYPE, content: xml },
    })
  }
}
