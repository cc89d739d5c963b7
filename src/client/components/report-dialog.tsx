import { useId, useState, type FormEvent } from 'react'
import {
  REPORT_DETAILS_MAX,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
  type reportTargets,
} from '#shared/report-options'
import { useCreateReport } from '../api/create-report'
import { toast } from '../lib/toast'
import { DialogActions } from './dialog-actions'
import { ModalDialog } from './modal-dialog'
import { TextareaField } from './textarea-field'

/** What people may report (the admin's queue also holds sales: `caseTargets`). */
type ReportTarget = (typeof reportTargets)[number]

const what: Record<ReportTarget, string> = {
  car: 'listing',
  user: 'seller',
  message: 'message',
}

/**
 * Reports a listing, a person or a message to the admins: a reason from a fixed list and
 * optional details. `target` null keeps it closed.
 */
export function ReportDialog({
  target,
  onClose,
}: {
  target: { type: ReportTarget; id: string } | null
  onClose: () => void
}) {
  return (
    <ModalDialog
      open={target !== null}
      title={`Report this ${what[target?.type ?? 'car']}`}
      description="An admin reads every report. Nobody is told who reported them."
      onClose={onClose}
    >
      {target && <ReportForm target={target} onClose={onClose} />}
    </ModalDialog>
  )
}

function ReportForm({
  target,
  onClose,
}: {
  target: { type: ReportTarget; id: string }
  onClose: () => void
}) {
  const id = useId()
  const report = useCreateReport()
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = !reason
      ? 'Choose a reason'
      : details.trim().length > REPORT_DETAILS_MAX
        ? 'Keep the details under 1,000 characters'
        : null
    setError(problem)
    if (problem || !reason) return
    report.mutate(
      { targetType: target.type, targetId: target.id, reason, details: details.trim() },
      {
        onSuccess: () => {
          toast.success('Thank you. An admin will look at your report.')
          onClose()
        },
      },
    )
  }

  const shown = error ?? (report.isError ? report.error.message : null)
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">What is wrong?</legend>
        <div className="grid gap-1">
          {reportReasons.map((r) => (
            <label key={r} className="flex cursor-pointer items-center gap-3 py-1">
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className="radio radio-sm"
              />
              <span>{reportReasonLabels[r]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Details"
        hint="(optional)"
        value={details}
        onChange={setDetails}
        rows={3}
        placeholder="What did you see? It helps us check."
        className="mt-4"
      />
      {shown && (
        <p role="alert" className="mt-2 text-sm text-error">
          {shown}
        </p>
      )}
      <DialogActions
        onCancel={onClose}
        confirmLabel="Send report"
        tone="error"
        pending={report.isPending}
      />
    </form>
  )
}
