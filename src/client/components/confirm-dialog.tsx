import type { ReactNode } from 'react'
import { DialogActions } from './dialog-actions'
import { ModalDialog } from './modal-dialog'
import { RequestError } from './request-error'

type Props<T> = {
  /** What is about to happen to; null keeps the dialog closed. */
  subject: T | null
  title: (subject: T) => ReactNode
  /** The consequences, in a sentence or two. */
  body: (subject: T) => ReactNode
  confirmLabel: string
  cancelLabel?: string
  pending: boolean
  /** The step's refusal, said in the dialog, which stays open. */
  error?: Error | null
  onConfirm: (subject: T) => void
  onCancel: () => void
}

/**
 * A modal dialog asking before something that cannot be undone: the ModalDialog frame (focus
 * trapped, Escape, the page behind inert) with the two answers, the safe one first and focused.
 */
export function ConfirmDialog<T>({
  subject,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending,
  error = null,
  onConfirm,
  onCancel,
}: Props<T>) {
  return (
    <ModalDialog
      open={subject !== null}
      title={subject && title(subject)}
      description={subject && body(subject)}
      onClose={onCancel}
    >
      <RequestError error={error} />
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        confirmLabel={confirmLabel}
        tone="error"
        onConfirm={() => subject && onConfirm(subject)}
        pending={pending}
        disabled={!subject}
      />
    </ModalDialog>
  )
}
