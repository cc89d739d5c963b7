import { useState, type FormEvent } from 'react'
import type { Booking } from '#shared/bookings'
import { DialogActions } from '../../components/dialog-actions'
import { ModalDialog } from '../../components/modal-dialog'
import { toast } from '../../lib/toast'
import { useObjectToHandover } from './api/object-to-handover'
import { DialogError } from './dialog-error'
import { ReasonField } from './reason-field'

type Props = {
  /** The handed-over booking the buyer objects to; null keeps the dialog closed. */
  booking: Booking | null
  onClose: () => void
}

/**
 * The buyer says something is wrong with the handover: the money stays held and an admin takes
 * the case, so the buyer must say what (docs/api.md "Money held until the car changes hands").
 */
export function ObjectionDialog({ booking, onClose }: Props) {
  return (
    <ModalDialog
      open={booking !== null}
      title={booking && `Something wrong with ${booking.car}?`}
      description="Your money stays held: the seller is not paid. An admin reads what you write and looks into it."
      onClose={onClose}
    >
      {booking && <ObjectionForm key={booking._id} booking={booking} onDone={onClose} />}
    </ModalDialog>
  )
}

function ObjectionForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const object = useObjectToHandover()

  function submit(event: FormEvent) {
    event.preventDefault()
    const said = reason.trim()
    setMissing(!said)
    if (!said) return
    object.mutate(
      { id: booking._id, reason: said },
      {
        onSuccess: () => {
          toast.success('Sent to an admin. Your money stays held.')
          onDone()
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      <ReasonField
        label="What is wrong?"
        value={reason}
        onChange={setReason}
        placeholder="For example: I never got the car, or it is not the car in the listing."
        error={missing ? 'Please say what is wrong, so an admin can help.' : null}
      />
      <DialogError error={object.error} />
      <DialogActions
        cancelLabel="Go back"
        onCancel={onDone}
        confirmLabel="Report the problem"
        tone="error"
        pending={object.isPending}
      />
    </form>
  )
}
