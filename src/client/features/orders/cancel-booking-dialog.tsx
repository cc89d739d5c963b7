import { useEffect, useId, useRef } from 'react'
import type { Booking } from '#shared/bookings'

type Props = {
  /** The booking to confirm; null keeps the dialog closed. */
  booking: Booking | null
  pending: boolean
  onConfirm: (booking: Booking) => void
  onCancel: () => void
}

/**
 * A modal <dialog> asking before a booking is cancelled: the browser traps focus, closes it on
 * Escape and gives focus back. The effect only mirrors `booking` into showModal()/close().
 */
export function CancelBookingDialog({ booking, pending, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (booking && !dialog.open) dialog.showModal()
    if (!booking && dialog.open) dialog.close()
  }, [booking])

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
          Cancel your booking of {booking?.car}?
        </h2>
        <p id={`${id}-text`} className="mt-3 text-base-content/80">
          The viewing is called off and the car goes back on sale, so someone else may book it.
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Keep booking
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={pending}
            onClick={() => booking && onConfirm(booking)}
          >
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Cancel booking
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  )
}
