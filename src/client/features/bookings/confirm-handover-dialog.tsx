import { DialogActions } from '../../components/dialog-actions'
import { formatPrice } from '../../lib/format-price'
import { toastAndClose } from '../../lib/toast-and-close'
import { useConfirmHandover } from './api/confirm-handover'
import { RequestError } from '../../components/request-error'
import { MoveDialog, type MoveFormProps, type MoveProps } from './move-dialog'

/** Asked once more, since confirming takes the held money and cannot be undone here. */
export function ConfirmHandoverDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) => `Do you have ${b.car}?`}
      description={(b) =>
        `Confirming takes the ${formatPrice(b.price)} that is held on your card and pays the seller. If something is wrong, go back and tell us instead.`
      }
      onClose={onClose}
      form={ConfirmForm}
    />
  )
}

function ConfirmForm({ booking, onDone }: MoveFormProps) {
  const confirm = useConfirmHandover()
  const yes = () => confirm.mutate(booking._id, toastAndClose('Confirmed. Enjoy your car!', onDone))
  return (
    <>
      <RequestError error={confirm.error} />
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
