import type { Booking } from '#shared/bookings'
import { ModalDialog } from '../../components/modal-dialog'
import { formatPrice } from '../../lib/format-price'
import { toast } from '../../lib/toast'
import { useConfirmHandover } from './api/confirm-handover'
import { DialogError } from './dialog-error'

type Props = {
  /** The handed-over booking the buyer confirms; null keeps the dialog closed. */
  booking: Booking | null
  onClose: () => void
}

/** Asked once more, since confirming takes the held money and cannot be undone here. */
export function ConfirmHandoverDialog({ booking, onClose }: Props) {
  return (
    <ModalDialog
      open={booking !== null}
      title={booking && `Do you have ${booking.car}?`}
      description={
        booking &&
        `Confirming takes the ${formatPrice(booking.price)} that is held on your card and pays the seller. If something is wrong, go back and tell us instead.`
      }
      onClose={onClose}
    >
      {booking && <ConfirmForm key={booking._id} booking={booking} onDone={onClose} />}
    </ModalDialog>
  )
}

function ConfirmForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const confirm = useConfirmHandover()
  const yes = () =>
    confirm.mutate(booking._id, {
      onSuccess: () => {
        toast.success('Confirmed. Enjoy your car!')
        onDone()
      },
    })
  return (
    <>
      <DialogError error={confirm.error} />
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={confirm.isPending}
          onClick={onDone}
        >
          Go back
        </button>
        <button
          type="button"
          className="btn btn-success"
          disabled={confirm.isPending}
          onClick={yes}
        >
          {confirm.isPending && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          Yes, I have the car
        </button>
      </div>
    </>
  )
}
