import { Link } from 'react-router'
import type { Report, ReportAction } from '#shared/moderation'
import { reportReasonLabels } from '#shared/report-options'
import { EmailAddress } from '../../components/email-address'
import { LocalTime } from '../../components/local-time'
import { targetLabels } from './target-labels'

/** What was done, as the Resolved tab says it. */
export const outcomeLabels: Record<ReportAction, string> = {
  dismiss: 'Dismissed',
  hide_listing: 'Listing hidden',
  suspend_user: 'Person suspended',
  publish_listing: 'Listing published',
}

type Props = {
  report: Report
  /** Opens the dialog of an action the report allows. */
  onAct: (report: Report, action: ReportAction) => void
}

/** One report: why, about what (in context), by whom and when, and what may be done. */
export function ReportCard({ report, onAct }: Props) {
  const { target } = report
  const open = report.status === 'open'
  // An action's button, in the look of what it does (red where it takes something away).
  const actButton = (action: ReportAction, label: string, look: string) => (
    <button type="button" className={`btn btn-sm ${look}`} onClick={() => onAct(report, action)}>
      {label}
    </button>
  )
  return (
    <article
      aria-labelledby={`report-${report._id}`}
      className="rounded-box border border-base-300 bg-base-100 p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="badge badge-error badge-soft font-semibold">
          {reportReasonLabels[report.reason]}
        </span>
        <span className="badge badge-ghost">{targetLabels[report.targetType]}</span>
        <span className="ml-auto text-base-content/70">
          <LocalTime iso={report.createdAt} withTime />
        </span>
      </div>
      <h2 id={`report-${report._id}`} className="mt-3 text-lg font-bold wrap-anywhere">
        {target.link && !target.gone ? (
          <Link to={target.link} className="link link-hover">
            {target.title}
          </Link>
        ) : (
          target.title
        )}
      </h2>
      <p className="mt-0.5 text-sm wrap-anywhere text-base-content/75">
        {target.context}
        {target.gone && (
          <span className="ml-2 badge badge-sm badge-neutral align-middle">No longer here</span>
        )}
      </p>
      {report.details && (
        <blockquote className="mt-3 border-l-4 border-base-300 pl-3 whitespace-pre-line wrap-anywhere">
          {report.details}
        </blockquote>
      )}
      <p className="mt-3 text-sm wrap-anywhere text-base-content/75">
        {report.reporter ? (
          <>
            Reported by{' '}
            <span className="font-semibold text-base-content">{report.reporter.name}</span> (
            <EmailAddress email={report.reporter.email} />)
          </>
        ) : (
          'Held by Wheelanes’ listing and message checks'
        )}
      </p>
      {open ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-base-300 pt-4">
          {target.publishable
            ? actButton('publish_listing', 'Publish listing', 'btn-primary')
            : actButton('dismiss', 'Dismiss', 'btn-outline')}
          {target.hideable && actButton('hide_listing', 'Hide listing', 'btn-outline btn-error')}
          {target.userId && actButton('suspend_user', 'Suspend user', 'btn-outline btn-error')}
        </div>
      ) : (
        <div className="mt-4 rounded-field bg-base-200 px-3 py-2 text-sm">
          <p>
            <span className="font-semibold">
              {report.action ? outcomeLabels[report.action] : 'Resolved'}
            </span>
            {report.resolvedAt && (
              <>
                {' · '}
                <LocalTime iso={report.resolvedAt} withTime />
              </>
            )}
          </p>
          {report.note && <p className="mt-1 whitespace-pre-line wrap-anywhere">{report.note}</p>}
        </div>
      )}
    </article>
  )
}
