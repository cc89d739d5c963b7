import { useState, type FormEvent } from 'react'
import type { Booking } from '#shared/bookings'
import { DialogActions } from '../../components/dialog-actions'
import { ModalDialog } from '../../components/modal-dialog'
import { formatPrice } from '../../lib/format-price'
import { toast } from '../../lib/toast'
import { useCancelBooking } from './api/cancel-booking'
import { DialogError } from './dialog-error'
import { ReasonField } from './reason-field'

type Props = {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: Booking | null
  onClose: () => void
}

/** What cancelling does, told to the side about to do it. */
function consequences(booking: Booking | null) {
  const seller = booking?.you === 'seller'
  if (booking?.payment === 'held') {
    const amount = formatPrice(booking.price)
    return seller
      ? `The buyer’s ${amount} is released back to them, they are told your reason, and the car goes back on sale.`
      : `The ${amount} held on your card is released: nothing is taken. The car goes back on sale.`
  }
  return seller
    ? 'They are told your reason, and the car goes back on sale.'
    : 'The test drive is called off and the car goes back on sale, so someone else may book it.'
}

/**
 * Calls an open booking off, or a sale whose money is held (the money goes back). The buyer may
 * say why; the seller must (docs/api.md "Test drives"), since the buyer loses what they counted on.
 */
export function CancelBookingDialog({ booking, onClose }: Props) {
  const seller = booking?.you === 'seller'
  return (
    <ModalDialog
      open={booking !== null}
      title={
        booking &&
        (seller
          ? `Cancel ${booking.name}’s ${booking.payment === 'held' ? 'purchase' : 'test drive'} of ${booking.car}?`
          : `Cancel your booking of ${booking.car}?`)
      }
      description={consequences(booking)}
      onClose={onClose}
    >
      {booking && <CancelForm key={booking._id} booking={booking} onDone={onClose} />}
    </ModalDialog>
  )
}

function CancelForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const seller = booking.you === 'seller'
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const cancel = useCancelBooking()

  function submit(event: FormEvent) {
    event.preventDefault()
    const said = reason.trim()
    setMissing(seller && !said)
    if (seller && !said) return
    cancel.mutate(
      { id: booking._id, reason: said || undefined },
      {
        onSuccess: () => {
          toast.success(
            booking.payment === 'held'
              ? 'Booking cancelled. The money is released.'
              : 'Booking cancelled',
          )
          onDone()
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      <ReasonField
        label={seller ? 'Reason' : 'Reason (optional)'}
        value={reason}
        onChange={setReason}
        placeholder={
          seller ? 'For example: the car has been damaged.' : 'For example: I found another car.'
        }
        error={missing ? 'Please say why, so the buyer knows.' : null}
      />
      <DialogError error={cancel.error} />
      <DialogActions
        cancelLabel="Keep booking"
        onCancel={onDone}
        confirmLabel="Cancel booking"
        tone="error"
        pending={cancel.isPending}
      />
    </form>
  )
}
