import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { CloseIcon } from './icons'

type Props = {
  /** Mirrored into showModal()/close(); the dialog stays in the page either way. */
  open: boolean
  title: ReactNode
  /** What happens next, in a sentence or two. */
  description?: ReactNode
  /**
   * Heard however it closes: Escape, a click outside, or `open` turning false; not when it has
   * opened again by the time the browser's close event arrives.
   */
  onClose: () => void
  /** A Close button in the corner too, for a long form whose buttons are far below. */
  closeButton?: boolean
  /** The dialog's form and buttons; rendered only while it is open, so each opening starts afresh. */
  children: ReactNode
}

/**
 * A modal <dialog> holding a form (a reason, a choice of times, the booking form) or
 * ConfirmDialog's question: showModal() traps focus, puts it on the first field, closes on
 * Escape and makes the page behind inert; close() gives focus back to the button that opened it.
 */
export function ModalDialog({
  open,
  title,
  description,
  onClose,
  closeButton = false,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()

  // In the commit that changes `open`, not after the paint: no close event queued by an earlier
  // closing can then come between the render that opens the dialog and its showModal().
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      // The browser queues a close event: one from an earlier closing (Back right after "Keep
      // editing") can arrive once the dialog is open again, and must not close it.
      onClose={() => {
        if (!ref.current?.open) onClose()
      }}
    >
      <div className="modal-box relative">
        <h2 id={`${id}-title`} className={`text-lg font-bold ${closeButton ? 'pr-10' : ''}`}>
          {open && title}
        </h2>
        {description && (
          <p id={`${id}-text`} className="mt-2 text-base-content/80">
            {open && description}
          </p>
        )}
        {open && children}
        {/* Last in the box so that showModal() puts focus on the first field, not on Close. */}
        {closeButton && (
          <form method="dialog" className="absolute top-3 right-3">
            <button type="submit" className="btn btn-ghost btn-sm btn-square" aria-label="Close">
              <CloseIcon />
            </button>
          </form>
        )}
      </div>
      {/* A click outside the box closes, as in daisyUI's modal. */}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  )
}
