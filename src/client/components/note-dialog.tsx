import { useState, type FormEvent, type ReactNode } from 'react'
import { formatNumber } from '../lib/format-price'
import { DialogActions } from './dialog-actions'
import { RequestError } from './request-error'
import { ModalDialog } from './modal-dialog'
import { TextareaField } from './textarea-field'

/** The longest note the moderation calls keep (resolveReportSchema, suspendSchema, hideCarSchema). */
const NOTE_MAX = 1000

export type NoteRequest = {
  title: ReactNode
  /** What happens, in a sentence. */
  description: ReactNode
  /** The note field's label: who reads it. */
  label: string
  /** The server's own words when a required note is missing. */
  required?: string
  confirmLabel: string
  /** A reversible step (dismiss, lift) is not shown in red. */
  tone?: 'error' | 'primary'
  /** The longest note the call keeps, when not the moderation calls' 1,000 characters. */
  max?: number
}

type Props = {
  /** null keeps it closed. */
  request: NoteRequest | null
  pending: boolean
  /** The server's refusal, said in the dialog (RequestError), apart from the note's own check. */
  error: Error | null
  onConfirm: (note: string) => void
  onClose: () => void
}

/**
 * A step confirmed with a note: an admin's (a moderation step, a move of a held payment), for
 * the person it affects and the audit log, or a declined offer's reason for the other side
 * (report-dialog.tsx's shape).
 */
export function NoteDialog({ request, ...props }: Props) {
  return (
    <ModalDialog
      open={request !== null}
      title={request?.title}
      description={request?.description}
      onClose={props.onClose}
    >
      {request && <NoteForm request={request} {...props} />}
    </ModalDialog>
  )
}

function NoteForm({
  request,
  pending,
  error,
  onConfirm,
  onClose,
}: Props & { request: NoteRequest }) {
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const text = note.trim()
    const max = request.max ?? NOTE_MAX
    const found =
      request.required && !text
        ? request.required
        : text.length > max
          ? `Keep the note under ${formatNumber(max)} characters`
          : null
    setProblem(found)
    if (!found) onConfirm(text)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4">
      <TextareaField
        label={request.label}
        hint={request.required ? undefined : '(optional)'}
        value={note}
        onChange={setNote}
        rows={4}
        error={problem}
        alert
      />
      {!problem && <RequestError error={error} />}
      <DialogActions
        onCancel={onClose}
        confirmLabel={request.confirmLabel}
        tone={request.tone ?? 'error'}
        pending={pending}
      />
    </form>
  )
}
