import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from '../../components/modal-dialog'
import { toast } from '../../lib/toast'
import { useReportMessage } from './api/report-message'

/** Asks why a received message is reported; `messageId` null keeps it closed. */
export function ReportDialog({
  messageId,
  onClose,
}: {
  messageId: string | null
  onClose: () => void
}) {
  return (
    <ModalDialog
      open={messageId !== null}
      title="Report this message"
      description="The site's team reads reports. The sender is not told who reported them."
      onClose={onClose}
    >
      {messageId && <ReportForm messageId={messageId} onClose={onClose} />}
    </ModalDialog>
  )
}

function ReportForm({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const id = useId()
  const report = useReportMessage()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const trimmed = reason.trim()
    const problem = !trimmed
      ? 'Say what is wrong with it'
      : trimmed.length > 500
        ? 'Keep it under 500 characters'
        : null
    setError(problem)
    if (problem) return
    report.mutate(
      { id: messageId, reason: trimmed },
      {
        onSuccess: () => {
          toast.success('Thank you. The message has been reported.')
          onClose()
        },
      },
    )
  }

  const shown = error ?? (report.isError ? report.error.message : null)
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4">
      <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold">
        What is wrong with it?
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        className="textarea w-full"
      />
      {shown && (
        <p role="alert" className="mt-2 text-sm text-error">
          {shown}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-error" disabled={report.isPending}>
          Report
        </button>
      </div>
    </form>
  )
}
