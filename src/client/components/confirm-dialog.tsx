import type { ReactNode } from 'react'
import { ModalDialog } from './modal-dialog'

type Props<T> = {
  /** What is about to happen to; null keeps the dialog closed. */
  subject: T | null
  title: (subject: T) => ReactNode
  /** The consequences, in a sentence or two. */
  body: (subject: T) => ReactNode
  confirmLabel: string
  cancelLabel?: string
  pending: boolean
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
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn-error"
          disabled={pending || !subject}
          onClick={() => subject && onConfirm(subject)}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  )
}
