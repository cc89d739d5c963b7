import { useState, type FormEvent } from 'react'
import type { Booking } from '#shared/bookings'
import { DialogActions } from '../../components/dialog-actions'
import { ModalDialog } from '../../components/modal-dialog'
import { toast } from '../../lib/toast'
import { useDeclineBooking } from './api/decline-booking'
import { DialogError } from './dialog-error'
import { ReasonField } from './reason-field'

type Props = {
  /** The request to decline; null keeps the dialog closed. */
  booking: Booking | null
  onClose: () => void
}

/** The seller turns a test-drive request down; the buyer is told why. */
export function DeclineBookingDialog({ booking, onClose }: Props) {
  return (
    <ModalDialog
      open={booking !== null}
      title={booking && `Decline ${booking.name}’s request for ${booking.car}?`}
      description="They are told your reason, and the car goes back on sale."
      onClose={onClose}
    >
      {booking && <DeclineForm key={booking._id} booking={booking} onDone={onClose} />}
    </ModalDialog>
  )
}

function DeclineForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const decline = useDeclineBooking()

  function submit(event: FormEvent) {
    event.preventDefault()
    const said = reason.trim()
    setMissing(!said)
    if (!said) return
    decline.mutate(
      { id: booking._id, reason: said },
      {
        onSuccess: () => {
          toast.success('Request declined')
          onDone()
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      <ReasonField
        label="Reason"
        value={reason}
        onChange={setReason}
        placeholder="For example: the car is no longer available that week."
        error={missing ? 'Please say why, so the buyer knows.' : null}
      />
      <DialogError error={decline.error} />
      <DialogActions
        cancelLabel="Keep request"
        onCancel={onDone}
        confirmLabel="Decline request"
        tone="error"
        pending={decline.isPending}
      />
    </form>
  )
}
