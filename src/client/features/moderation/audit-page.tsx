import type { AuditAction } from '#shared/moderation'
import { signedInLoader } from '../../api/signed-in-loader'
import { DateCell, StackedTable } from '../../components/stacked-table'
import { stackedTable as t } from '../../lib/stacked-table'
import { AdminList, AdminPage } from './admin-list'
import { auditQueryOptions, useAudit } from './api/get-audit'
import { targetLabels } from './target-labels'

export const loader = signedInLoader('admin', (client) => {
  void client.prefetchInfiniteQuery(auditQueryOptions())
})

/** Each action as a sentence's verb phrase. */
export const auditLabels: Record<AuditAction, string> = {
  'report.dismiss': 'Dismissed a report',
  'report.hide_listing': 'Hid a listing (report)',
  'report.suspend_user': 'Suspended a person (report)',
  'report.publish_listing': 'Published a listing held for review',
  'car.hide': 'Hid a listing',
  'car.unhide': 'Showed a listing again',
  'car.delete': 'Deleted a listing',
  'car.unfeature': 'Unfeatured a listing',
  'user.suspend': 'Suspended a person',
  'user.unsuspend': 'Lifted a suspension',
  'user.delete': 'Deleted a person',
  'payment.release': 'Released a held payment',
  'payment.capture': 'Took a held payment',
  'payment.refund': 'Refunded a payment',
  'dealer.verify': 'Verified a dealer',
  'apikey.use': 'Wrote through a dealer’s API key',
}

/** Every admin action, newest first: an append-only record nobody can edit. */
function AuditPage() {
  const audit = useAudit()
  return (
    <AdminPage
      title="Audit log"
      intro="What the admins did, newest first. Entries are kept as written; nobody can change them."
    >
      <AdminList list={audit} what="the audit log" emptyTitle="No admin action yet">
        {(items) => (
          <StackedTable
            caption="Admin actions"
            className="mt-6"
            columns={['What', 'Target', 'Admin', 'When', 'Note']}
          >
            {items.map((entry) => (
              <tr key={entry._id} className={`${t.row} align-top`}>
                <th scope="row" className={`${t.titleCell} min-w-44 font-semibold`}>
                  {auditLabels[entry.action]}
                </th>
                <td data-label="Target" className={`${t.cell} min-w-44`}>
                  <div className="min-w-0">
                    <span className="text-sm text-base-content/70">
                      {targetLabels[entry.target.type]}
                    </span>
                    <span className="block wrap-anywhere">{entry.target.label}</span>
                  </div>
                </td>
                <td data-label="Admin" className={`${t.cell} ${t.text}`}>
                  {entry.admin.name}
                </td>
                <DateCell label="When" iso={entry.at} withTime />
                <td
                  data-label="Note"
                  className={`${t.cell} min-w-48 whitespace-pre-line wrap-anywhere`}
                >
                  {entry.note || <span className="text-base-content/60">—</span>}
                </td>
              </tr>
            ))}
          </StackedTable>
        )}
      </AdminList>
    </AdminPage>
  )
}

export { AuditPage as Component }
