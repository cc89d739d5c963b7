const tones = { primary: 'btn-primary', error: 'btn-error', success: 'btn-success' }

type Props = {
  /** The safe way out, first: "Cancel", "Keep booking", "Not now". */
  cancelLabel?: string
  onCancel: () => void
  /** The step the dialog asks for; without it the footer holds the way out alone. */
  confirmLabel?: string
  /** Primary for a step forward, error for one that takes something away. */
  tone?: keyof typeof tones
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void
  /** While the step is sent: both buttons wait, and the confirm button spins. */
  pending?: boolean
  /** The confirm button waits for something besides `pending`. */
  disabled?: boolean
  /** Spacing from what is above it. */
  className?: string
}

/** A dialog's footer: the way out, then the step it asks for, alike in every dialog. */
export function DialogActions({
  cancelLabel = 'Cancel',
  onCancel,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  pending = false,
  disabled = false,
  className = '',
}: Props) {
  return (
    <div className={`modal-action ${className}`}>
      <button type="button" className="btn btn-ghost" disabled={pending} onClick={onCancel}>
        {cancelLabel}
      </button>
      {confirmLabel && (
        <button
          type={onConfirm ? 'button' : 'submit'}
          className={`btn ${tones[tone]}`}
          disabled={pending || disabled}
          onClick={onConfirm}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {confirmLabel}
        </button>
      )}
    </div>
  )
}
