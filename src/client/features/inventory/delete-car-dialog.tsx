import { useEffect, useRef } from 'react'
import type { Car } from '#shared/cars'

type Props = {
  /** The car to confirm; null keeps the dialog closed. */
  car: Car | null
  deleting: boolean
  onConfirm: (car: Car) => void
  onClose: () => void
}

/**
 * A daisyUI modal on the native <dialog>: showModal() gives focus trapping, Escape and the
 * inert page behind it for free.
 */
export function DeleteCarDialog({ car, deleting, onConfirm, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)

  // Opening a modal <dialog> is only possible through its DOM method.
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (car && !dialog.open) dialog.showModal()
    if (!car && dialog.open) dialog.close()
  }, [car])

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="delete-car-title"
      onClose={onClose}
    >
      <div className="modal-box">
        <h2 id="delete-car-title" className="text-lg font-bold">
          Delete {car?.carName}?
        </h2>
        <p className="py-4 text-base-content/80">
          The listing leaves Wheelanes at once, featured spot included. This cannot be undone.
        </p>
        <div className="modal-action">
          <form method="dialog">
            <button className="btn btn-ghost" disabled={deleting}>
              Cancel
            </button>
          </form>
          <button
            type="button"
            className="btn btn-error"
            disabled={deleting || !car}
            onClick={() => car && onConfirm(car)}
          >
            {deleting && <span className="loading loading-sm loading-spinner" aria-hidden />}
            Delete
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button tabIndex={-1}>Close</button>
      </form>
    </dialog>
  )
}
