import { useState, type FormEvent } from 'react'
import type { Booking } from '#shared/bookings'
import { DialogActions } from '../../components/dialog-actions'
import { RequestError } from '../../components/request-error'
import { TextareaField } from '../../components/textarea-field'
import { toastAndClose } from '../../lib/toast-and-close'

type Props = {
  booking: Booking
  /** Called once the move is made (with a toast saying `done`), or on the way out. */
  onDone: () => void
  label: string
  placeholder: string
  /** Said when no reason is given, where one is required; null where it is optional. */
  required: string | null
  /** The move's call: sent the booking and the reason; its refusal is said above the buttons. */
  call: {
    mutate: (move: { id: string; reason: string }, options: { onSuccess: () => void }) => void
    error: Error | null
    isPending: boolean
  }
  cancelLabel: string
  confirmLabel: string
  /** The toast once it is made. */
  done: string
}

/**
 * A move that takes something away (decline, cancel, object), with the reason told to the other
 * side (docs/api.md, 500 characters; '' where it is optional and none was given).
 */
export function ReasonForm({
  booking,
  onDone,
  label,
  placeholder,
  required,
  call,
  cancelLabel,
  confirmLabel,
  done,
}: Props) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    const said = reason.trim()
    const isMissing = required !== null && !said
    setMissing(isMissing)
    if (!isMissing) call.mutate({ id: booking._id, reason: said }, toastAndClose(done, onDone))
  }

  return (
    <form noValidate onSubmit={submit}>
      <TextareaField
        label={label}
        value={reason}
        onChange={setReason}
        rows={3}
        maxLength={500}
        placeholder={placeholder}
        error={missing ? required : null}
        className="mt-4"
      />
      <RequestError error={call.error} />
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onDone}
        confirmLabel={confirmLabel}
        tone="error"
        pending={call.isPending}
      />
    </form>
  )
}
