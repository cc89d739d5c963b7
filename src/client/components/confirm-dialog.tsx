import { useEffect, useId, useRef, type ReactNode } from 'react'

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
 * A modal <dialog> asking before something that cannot be undone. showModal() gives focus
 * trapping, Escape and the inert page behind it; the effect only mirrors `subject` into
 * showModal()/close().
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
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (subject && !dialog.open) dialog.showModal()
    if (!subject && dialog.open) dialog.close()
  }, [subject])

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onCancel}
    >
      <div className="modal-box">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {subject && title(subject)}
        </h2>
        <p id={`${id}-text`} className="mt-3 text-base-content/80">
          {subject && body(subject)}
        </p>
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
      </div>
      {/* A click outside the box cancels, as in daisyUI's modal. */}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  )
}
