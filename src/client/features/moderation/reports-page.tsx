import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { Report, ReportAction } from '#shared/moderation'
import { signedInLoader } from '../../api/signed-in-loader'
import { NoteDialog, type NoteRequest } from '../../components/note-dialog'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { AdminList, AdminPage } from './admin-list'
import { reportsQueryOptions, useReports, type ReportStatus } from './api/get-reports'
import { useResolveReport } from './api/resolve-report'
import { ReportCard } from './report-card'

const statusOf = (params: URLSearchParams): ReportStatus =>
  params.get('status') === 'resolved' ? 'resolved' : 'open'

// Rendered on the server for an admin (entry-server.tsx): the tab's reports are warmed.
export const loader = signedInLoader('admin', (client, { request }) => {
  const status = statusOf(new URL(request.url).searchParams)
  void client.prefetchInfiniteQuery(reportsQueryOptions(status))
})

const dialogs: Record<ReportAction, NoteRequest> = {
  dismiss: {
    title: 'Dismiss this report?',
    description: 'Nothing changes. Whoever reported it is told we found nothing against our rules.',
    label: 'What the person affected is told',
    confirmLabel: 'Dismiss',
    tone: 'primary',
  },
  hide_listing: {
    title: 'Hide this listing?',
    description:
      'It leaves search and its page at once; its seller sees it as Hidden. Every open report of it is resolved.',
    label: 'What the person affected is told',
    required: 'Write a note: the person affected is told why',
    confirmLabel: 'Hide listing',
  },
  suspend_user: {
    title: 'Suspend this person?',
    description:
      'They are signed out and cannot sign in; their listings are hidden until the suspension is lifted.',
    label: 'What the person affected is told',
    required: 'Write a note: the person affected is told why',
    confirmLabel: 'Suspend user',
  },
  publish_listing: {
    title: 'Publish this listing?',
    description:
      'It goes on sale at once, and its seller is told. Later edits are not held again for the reasons shown.',
    label: 'What the seller is told (optional)',
    confirmLabel: 'Publish',
    tone: 'primary',
  },
}

const done: Record<ReportAction, string> = {
  dismiss: 'Report dismissed.',
  hide_listing: 'Listing hidden.',
  suspend_user: 'Person suspended.',
  publish_listing: 'Listing published.',
}

/** docs/api.md "Operating the marketplace": the admin's queue of reports, open and resolved. */
function ReportsPage() {
  const [params] = useSearchParams()
  const status = statusOf(params)
  const reports = useReports(status)
  const resolve = useResolveReport()
  const [acting, setActing] = useState<{ report: Report; action: ReportAction } | null>(null)

  function close() {
    setActing(null)
    resolve.reset()
  }
  function confirm(note: string) {
    if (!acting) return
    const { action } = acting
    resolve.mutate(
      { id: acting.report._id, action, note },
      {
        onSuccess: ({ resolved }) => {
          toast.success(
            `${done[action]} ${resolved} ${resolved === 1 ? 'report' : 'reports'} resolved.`,
          )
          close()
        },
      },
    )
  }

  const tab = (which: ReportStatus, label: string) => (
    <Link
      to={which === 'open' ? paths.reports.to() : `${paths.reports.to()}?status=resolved`}
      aria-current={status === which ? 'page' : undefined}
      className={`tab ${status === which ? 'tab-active' : 'text-base-content/80'}`}
    >
      {label}
    </Link>
  )

  return (
    <AdminPage
      title="Reports"
      intro="What people reported: listings, people and messages. Oldest first, so nobody waits long."
      width="max-w-3xl"
    >
      <nav aria-label="Reports" className="tabs-box tabs mt-5 w-fit">
        {tab('open', 'Open')}
        {tab('resolved', 'Resolved')}
      </nav>
      <AdminList
        list={reports}
        what="the reports"
        emptyTitle={status === 'open' ? 'No reports waiting' : 'No report resolved yet'}
        emptyText={status === 'open' ? 'Nice and quiet.' : undefined}
      >
        {(items) => (
          <ul className="mt-6 grid gap-4">
            {items.map((report) => (
              <li key={report._id}>
                <ReportCard
                  report={report}
                  onAct={(r, action) => setActing({ report: r, action })}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
      <NoteDialog
        request={acting && dialogs[acting.action]}
        pending={resolve.isPending}
        error={resolve.error}
        onConfirm={confirm}
        onClose={close}
      />
    </AdminPage>
  )
}

export { ReportsPage as Component }
