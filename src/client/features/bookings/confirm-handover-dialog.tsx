import type { Booking } from '#shared/bookings'
import { DialogActions } from '../../components/dialog-actions'
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
      <DialogActions
        cancelLabel="Go back"
        onCancel={onDone}
        confirmLabel="Yes, I have the car"
        tone="success"
        onConfirm={yes}
        pending={confirm.isPending}
      />
    </>
  )
}
