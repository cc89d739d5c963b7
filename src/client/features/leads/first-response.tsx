import { LEAD_ANSWER_WITHIN_MINUTES, type Lead } from '#shared/leads'
import { formatElapsed } from './elapsed'
import { useMinuteClock } from './use-minute-clock'

/**
 * How fast the lead was answered, or how long it has waited. A new lead waiting longer than the
 * reminder's limit stands out in amber: the buyer is likely asking elsewhere. A lead moved on
 * (contacted, sold, lost) without an answer here was answered some other way (a phone call).
 * The wait follows the browser's clock, so the server writes none.
 */
export function FirstResponse({ lead }: { lead: Lead }) {
  const now = useMinuteClock()
  if (lead.firstResponseAt) {
    const took = Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)
    return (
      <span>
        {took < 60_000 ? 'Answered within a minute' : `Answered after ${formatElapsed(took)}`}
      </span>
    )
  }
  if (lead.status !== 'new') {
    return <span className="text-base-content/70">No answer on Wheelanes</span>
  }
  if (now === null) return <span>Waiting for an answer</span>
  const waited = now - Date.parse(lead.createdAt)
  if (waited < 60_000) return <span>Just came in</span>
  const late = waited >= LEAD_ANSWER_WITHIN_MINUTES * 60_000
  return (
    <span className={late ? 'badge h-auto badge-warning font-semibold' : ''}>
      Waiting {formatElapsed(waited)}
    </span>
  )
}
