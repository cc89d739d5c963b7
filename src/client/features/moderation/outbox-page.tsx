import type { OutboxItem } from '#shared/mail'
import { signedInLoader } from '../../api/signed-in-loader'
import { EmailAddress } from '../../components/email-address'
import { LocalTime } from '../../components/local-time'
import { DateCell, StackedTable } from '../../components/stacked-table'
import { stackedTable as t } from '../../lib/stacked-table'
import { AdminList, AdminPage } from './admin-list'
import { outboxQueryOptions, useOutbox } from './api/get-outbox'

export const loader = signedInLoader('admin', (client) => {
  void client.prefetchInfiniteQuery(outboxQueryOptions())
})

function MailState({ mail }: { mail: OutboxItem }) {
  if (mail.sentAt) {
    return (
      <div className="min-w-0">
        <span className="badge badge-sm badge-success badge-soft">Sent</span>
        <p className="mt-1 text-sm whitespace-nowrap text-base-content/75">
          <LocalTime iso={mail.sentAt} withTime />
        </p>
      </div>
    )
  }
  return (
    <div className="min-w-0">
      <span className={`badge badge-sm ${mail.error ? 'badge-error' : 'badge-ghost'}`}>
        {mail.error ? 'Not delivered' : 'Waiting'}
      </span>
      {mail.error && <p className="mt-1 text-sm wrap-anywhere text-error">{mail.error}</p>}
    </div>
  )
}

/**
 * The subject, and the words of a mail still waiting; a sent mail's body is not kept, and a
 * private one's (a sign-in or reset link, a private message) is the recipient's alone.
 */
function MailSubject({ mail }: { mail: OutboxItem }) {
  if (mail.text === null) {
    return (
      <>
        <p className="font-semibold wrap-anywhere">{mail.subject}</p>
        <p className="mt-1 text-sm text-base-content/75">
          {mail.sentAt
            ? 'Delivered: its words are no longer kept.'
            : 'Private to the recipient: its words are not shown.'}
        </p>
      </>
    )
  }
  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold wrap-anywhere">{mail.subject}</summary>
      <pre className="mt-2 max-h-80 overflow-auto rounded-field bg-base-200 p-3 font-sans text-sm whitespace-pre-wrap wrap-anywhere">
        {mail.text}
      </pre>
    </details>
  )
}

/**
 * docs/api.md "Account and e-mail", "Trust and safety": every e-mail the app queued, what it is
 * about and whether it went; never a private mail's words.
 */
function OutboxPage() {
  const outbox = useOutbox()
  return (
    <AdminPage
      title="Outbox"
      intro="Every e-mail the marketplace sent or is about to send, newest first. Without an SMTP server they wait here. A sent e-mail keeps its subject but not its words, and sign-in links and private messages are never shown."
    >
      <AdminList list={outbox} what="the outbox" emptyTitle="No e-mail yet">
        {(items) => (
          <StackedTable
            caption="E-mails"
            className="mt-6"
            columns={['Subject', 'To', 'Kind', 'Created', 'State']}
          >
            {items.map((mail) => (
              <tr key={mail._id} className={`${t.row} align-top`}>
                <th scope="row" className={`${t.titleCell} min-w-64 font-normal`}>
                  <MailSubject mail={mail} />
                </th>
                <td data-label="To" className={`${t.cell} ${t.text} min-w-40`}>
                  <EmailAddress email={mail.to} />
                </td>
                <td data-label="Kind" className={`${t.cell} ${t.text}`}>
                  <code className="text-sm wrap-anywhere">{mail.kind}</code>
                </td>
                <DateCell label="Created" iso={mail.createdAt} withTime />
                <td data-label="State" className={`${t.cell} min-w-28`}>
                  <MailState mail={mail} />
                </td>
              </tr>
            ))}
          </StackedTable>
        )}
      </AdminList>
    </AdminPage>
  )
}

export { OutboxPage as Component }
