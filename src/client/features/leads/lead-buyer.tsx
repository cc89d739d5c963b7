import type { Lead } from '#shared/leads'
import { PhoneLink } from '../../components/phone-link'
import { stackedTable as t } from '../../lib/stacked-table'

/**
 * Who the buyer is, and how to reach them where they gave the way in that action (a booking, an
 * offer, a payment): a message's buyer is answered in the conversation.
 */
export function LeadBuyer({ buyer }: { buyer: Lead['buyer'] }) {
  return (
    <div className={`min-w-0 ${t.text}`}>
      <span className="block font-medium">{buyer.name}</span>
      {buyer.email && (
        <a href={`mailto:${buyer.email}`} className="link block text-sm link-primary">
          {buyer.email}
        </a>
      )}
      {buyer.phone && <PhoneLink phone={buyer.phone} className="link block text-sm link-primary" />}
    </div>
  )
}
